import { staffSummaryCalls } from '@kemudi/domain/contracts/staff-summary';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { requireStaff, signedIn } from '../staff';
import { staffSummary } from './service';

/** GET /api/staff/v1/summary, registered after the staff module (its session and CSRF hooks cover it). */
export async function staffSummaryRoutes(app: FastifyInstance) {
  route(
    app,
    staffSummaryCalls.summary,
    {
      tags: ['staff console'],
      summary: 'What waits for the signed-in member, counted in their scope: the sidebar badges (polled every 10 s)',
      description:
        'Bookings waiting for confirmation, spare-part requests waiting for an answer, orders paid and not ready, refunds waiting for staff, ' +
        `new leads and those past the first-contact deadline (LEAD_FIRST_CONTACT_HOURS = ${app.config.LEAD_FIRST_CONTACT_HOURS}), open tickets. ` +
        "A count the role may not see is absent; a sales counts their branch's records assigned to them or to nobody.",
      access: 'staff',
      guard: requireStaff(),
      // Polled every 10 s by every open console: the log keeps what matters.
      logLevel: 'warn',
    },
    async (request) => staffSummary(app, signedIn(request)),
  );
}
