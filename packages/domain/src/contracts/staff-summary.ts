/**
 * The staff console's summary (issue 24): what waits for the signed-in member, counted in their
 * scope (role and branches, as every queue), for the sidebar's badges and the home page's cards.
 * Polled every 10 s. A count the role may not see is absent, never 0.
 */
import { z } from 'zod';
import { defineCall } from './call';

const Count = z.number().int().min(0);

export const StaffSummaryData = z.object({
  /** Bookings still 'pending': made by a customer, waiting for the branch to confirm them (the kinds the role works on). */
  bookingsPending: Count.optional(),
  /** Spare-part requests ('requested') waiting for the branch's answer. */
  sparePartsWaiting: Count.optional(),
  /** Orders paid and not ready yet ('paid', 'processing'): the branch must prepare them. */
  ordersToAct: Count.optional(),
  /** Refunds waiting for staff to start them ('required'). */
  refundsRequired: Count.optional(),
  /** Sales leads still 'baru'. */
  leadsNew: Count.optional(),
  /** Of those, the ones past the first-contact deadline (LEAD_FIRST_CONTACT_HOURS). */
  leadsOverdue: Count.optional(),
  /** Hubungi Kami tickets waiting for an answer ('terbuka'). */
  ticketsOpen: Count.optional(),
});
export type StaffSummaryData = z.infer<typeof StaffSummaryData>;
export type StaffSummaryKey = keyof StaffSummaryData;

/** How a count is read out (badge labels, cards): "3 booking menunggu konfirmasi". */
export const STAFF_SUMMARY_LABELS: Readonly<Record<StaffSummaryKey, (n: number) => string>> = {
  bookingsPending: (n) => `${n} booking menunggu konfirmasi`,
  sparePartsWaiting: (n) => `${n} permintaan suku cadang menunggu jawaban`,
  ordersToAct: (n) => `${n} pesanan perlu diproses`,
  refundsRequired: (n) => `${n} refund menunggu diproses`,
  leadsNew: (n) => `${n} lead baru`,
  leadsOverdue: (n) => `${n} lead terlambat dihubungi`,
  ticketsOpen: (n) => `${n} tiket menunggu jawaban`,
};

export const staffSummaryCalls = {
  summary: defineCall({ method: 'GET', path: '/api/staff/v1/summary', data: StaffSummaryData }),
};
