import { staffDashboardCalls } from '@kemudi/domain/contracts/staff-dashboard';
import { DASHBOARD_MAX_DAYS } from '@kemudi/domain/dashboard';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { requireStaff, signedIn } from '../staff';
import { staffDashboard } from './service';

/** GET /api/staff/v1/dashboard, registered after the staff module (its session and CSRF hooks cover it). */
export async function staffDashboardRoutes(app: FastifyInstance) {
  route(
    app,
    staffDashboardCalls.dashboard,
    {
      tags: ['staff console'],
      summary: 'The Dasbor: leads, bookings, paid orders, test drive → booking fee, overdue leads and low stock of a period, for a branch or the group',
      description:
        `Days in WIB, both ends included, at most ${DASHBOARD_MAX_DAYS}; \`branch\` is a slug or \`all\` (the caller's branches, or the group for a group admin). ` +
        "Another branch than the caller's answers 404. Each figure's definition: packages/domain/src/contracts/staff-dashboard.ts and docs/console.md.",
      access: 'staff',
      errors: [403],
      guard: requireStaff('dashboard.view'),
    },
    async (request) => staffDashboard(app, signedIn(request), request.query),
  );
}
