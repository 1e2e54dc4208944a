/**
 * A branch's week, closed days and salesmen in the staff console (issue 25). The one entry app.ts uses.
 */
export { staffBranchRoutes } from './routes';
