/**
 * The console's Dasbor (issue 25): a period's figures for a branch or the group, for managers and
 * group admins. The one entry app.ts uses.
 */
export { staffDashboardRoutes } from './routes';
