import type { Db } from '@kemudi/db';
import { BOOKING_KIND_LABELS, TCARE_STAGE_LABELS, type BookingKind, type TcareStage } from '@kemudi/domain/bookings';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { queueCrm } from '../crm';
import { queueMessage, WHATSAPP_AUTOMATIC_LINE, whatsappMessage } from '../messages';
import { hasPushSubscription } from '../push';
import type { BookingDeps } from './deps';
import { provinceOfBooking, slotLabelOf, viewOf, type BookingRow, type SparePartAnswer } from './present';
import { findBranch } from './targets';

/* What a booking's customer and the CRM are told of each change (issue 13), queued in the transaction that makes it. */

export type Announcement = 'created' | 'confirmed' | 'cancelled' | 'rescheduled' | 'stage' | 'answered' | 'completed' | 'no_show' | 'reminder';

/** The WhatsApp text of each change (and a push to a customer's subscribed browsers); `reason`: why the branch cancelled. */
export async function announce(deps: Pick<BookingDeps, 'siteUrl'>, tx: Db, row: BookingRow, what: Announcement, reason?: string): Promise<void> {
  const branch = row.branchSlug ? await findBranch(tx, row.branchSlug) : null;
  const when = slotLabelOf(row.slotStart, provinceOfBooking(row, branch));
  const where = branch ? ` di ${branch.name}` : '';
  const title = viewOf(row).title;
  const link = `${deps.siteUrl}${ROUTES.trackBooking(row.bookingNo)}`;
  // Each change is the utility template 'kemudi_booking_kabar' (issue 27: whatsapp-templates.ts) with its news as a parameter;
  // the reminder has its own. The full date, not 'besok': a booking made less than a day ahead is reminded at once.
  const message =
    what === 'reminder'
      ? whatsappMessage('kemudi_booking_pengingat', [title, row.bookingNo, `${when ?? ''}${where}`, link])
      : whatsappMessage('kemudi_booking_kabar', [title, row.bookingNo, newsOf(deps, row, what, { when, where, link, reason })]);
  // The push says the same, without the WhatsApp template's closing line.
  const text = message.text.replace(WHATSAPP_AUTOMATIC_LINE, '');
  await queueMessage(tx, { channel: 'whatsapp', to: row.contactPhone, ...message });
  if (!row.customerId || !(await hasPushSubscription(tx, row.customerId))) return;
  await queueMessage(tx, { channel: 'push', to: row.customerId, title: `${BOOKING_KIND_LABELS[row.kind as BookingKind]} ${row.bookingNo}`, text, url: ROUTES.myBooking(row.bookingNo), tag: `booking-${row.bookingNo}` });
}

/** What changed, as the sentence after 'Kemudi: {title} ({bookingNo})'. */
function newsOf(
  deps: Pick<BookingDeps, 'siteUrl'>,
  row: BookingRow,
  what: Exclude<Announcement, 'reminder'>,
  { when, where, link, reason }: { when: string | null; where: string; link: string; reason: string | undefined },
): string {
  let news: string;
  switch (what) {
    case 'created':
      news =
        row.status === 'requested'
          ? `sudah kami terima${where}. Dealer akan mengabarkan ketersediaannya. Lacak di ${link}`
          : `sudah kami terima${when ? `: ${when}` : ''}${where}. Jadwal ini kami tahan untuk Anda sampai dikonfirmasi cabang. Lacak atau ubah di ${link}`;
      break;
    case 'confirmed':
      news = `terkonfirmasi${when ? ` pada ${when}` : ''}${where}. Lacak atau ubah di ${link}`;
      break;
    case 'cancelled':
      news = reason
        ? `dibatalkan oleh cabang${where}. Alasan: ${reason}. Mohon maaf atas ketidaknyamanannya; buat booking baru kapan saja di ${deps.siteUrl}.`
        : `telah dibatalkan. Terima kasih telah mengabari kami.`;
      break;
    case 'rescheduled':
      news = `dipindahkan ke ${when}${where}. Lacak di ${link}`;
      break;
    case 'stage': {
      const stage = row.stage as TcareStage;
      news =
        stage === 'siap-diambil'
          ? `— mobil Anda siap diambil${where}. Tunjukkan nomor booking di meja servis.`
          : `— status servis kini ${TCARE_STAGE_LABELS[stage]}. Pantau di ${link}`;
      break;
    }
    case 'answered': {
      const answer = row.details.answer as SparePartAnswer | undefined;
      news = answer?.available
        ? `— suku cadang tersedia${answer.price ? ` seharga ${formatRupiah(answer.price)}` : ''}${answer.readyDate ? `, siap diambil mulai ${answer.readyDate}` : ''}${where}. ${answer.note}`
        : `— suku cadang belum tersedia. ${answer?.note ?? ''}`.trim();
      break;
    }
    case 'completed':
      news = `telah selesai. Terima kasih telah mempercayakan mobil Anda kepada Kemudi.`;
      break;
    case 'no_show':
      news = `— kami tidak bertemu Anda pada jadwal ${when ?? ''}. Buat booking baru kapan saja di ${deps.siteUrl}.`;
      break;
  }
  return news;
}

export async function toCrm(deps: Pick<BookingDeps, 'clock'>, tx: Db, row: BookingRow, event: 'created' | 'updated' | 'cancelled' | 'rescheduled'): Promise<void> {
  await queueCrm(
    tx,
    {
      recordType: 'booking',
      recordId: row.id,
      event,
      payload: {
        bookingNo: row.bookingNo,
        kind: row.kind,
        status: row.status,
        stage: row.stage,
        branchSlug: row.branchSlug,
        cityCode: row.cityCode,
        slotStart: row.slotStart?.toISOString() ?? null,
        slotEnd: row.slotEnd?.toISOString() ?? null,
        contact: { name: row.contactName, phoneNumber: row.contactPhone, email: row.contactEmail },
        customerId: row.customerId,
        estimate: row.estimate,
        details: Object.fromEntries(Object.entries(row.details).filter(([k]) => k !== 'view')),
        sourcePage: row.sourcePage,
      },
    },
    deps.clock(),
  );
}

