/**
 * The staff console's summary (issue 24): the counts of what waits for the signed-in member, in
 * their scope — the sidebar's badges and the home page's cards. The one entry app.ts uses.
 */
export { staffSummaryRoutes } from './routes';
