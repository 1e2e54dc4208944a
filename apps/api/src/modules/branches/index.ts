/**
 * Dealer branches and their sales consultants: branch lists, search and distance, a branch's page
 * and working week, and everything about a salesman. The one entry other modules and app.ts use;
 * nothing outside this folder imports its files directly.
 */
export { branchRoutes } from './routes';
export { listNearestBranches } from './branches';
// The orders module (issue 12) lays its slots out in the branch's own time zone.
export { ZONES, zoneOfProvince } from './schedule';
// Issue 25: a branch's closed days, selected with its schedule wherever slots are laid out.
export { closedDatesColumn, closedDaysColumn, closureOn, type ClosedDay } from './closures';
