import type { Db } from '@kemudi/db';
import { BOOKING_KIND_LABELS, TCARE_STAGE_LABELS, type BookingKind, type TcareStage } from '@kemudi/domain/bookings';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { queueCrm } from '../crm';
import { queueMessage } from '../messages';
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
  const head = `Kemudi: ${title} (${row.bookingNo})`;
  let text: string;
  switch (what) {
    case 'created':
      text =
        row.status === 'requested'
          ? `${head} sudah kami terima${where}. Dealer akan mengabarkan ketersediaannya. Lacak di ${link}`
          : `${head} sudah kami terima${when ? `: ${when}` : ''}${where}. Jadwal ini kami tahan untuk Anda sampai dikonfirmasi cabang. Lacak atau ubah di ${link}`;
      break;
    case 'confirmed':
      text = `${head} terkonfirmasi${when ? ` pada ${when}` : ''}${where}. Lacak atau ubah di ${link}`;
      break;
    case 'cancelled':
      text = reason
        ? `${head} dibatalkan oleh cabang${where}. Alasan: ${reason}. Mohon maaf atas ketidaknyamanannya; buat booking baru kapan saja di ${deps.siteUrl}.`
        : `${head} telah dibatalkan. Terima kasih telah mengabari kami.`;
      break;
    case 'rescheduled':
      text = `${head} dipindahkan ke ${when}${where}. Lacak di ${link}`;
      break;
    case 'stage': {
      const stage = row.stage as TcareStage;
      text =
        stage === 'siap-diambil'
          ? `${head}: mobil Anda siap diambil${where}. Tunjukkan nomor booking di meja servis.`
          : `${head}: status servis kini ${TCARE_STAGE_LABELS[stage]}. Pantau di ${link}`;
      break;
    }
    case 'answered': {
      const answer = row.details.answer as SparePartAnswer | undefined;
      text = answer?.available
        ? `${head}: suku cadang tersedia${answer.price ? ` seharga ${formatRupiah(answer.price)}` : ''}${answer.readyDate ? `, siap diambil mulai ${answer.readyDate}` : ''}${where}. ${answer.note}`
        : `${head}: suku cadang belum tersedia. ${answer?.note ?? ''}`.trim();
      break;
    }
    case 'completed':
      text = `${head} telah selesai. Terima kasih telah mempercayakan mobil Anda kepada Kemudi.`;
      break;
    case 'no_show':
      text = `${head}: kami tidak bertemu Anda pada jadwal ${when ?? ''}. Buat booking baru kapan saja di ${deps.siteUrl}.`;
      break;
    case 'reminder':
      // The full date, not 'besok': a booking made less than a day ahead is reminded at once.
      text = `Pengingat ${head}: jadwal Anda ${when}${where}. Perlu mengubah jadwal? ${link}`;
      break;
  }
  await queueMessage(tx, { channel: 'whatsapp', to: row.contactPhone, text });
  if (!row.customerId || !(await hasPushSubscription(tx, row.customerId))) return;
  await queueMessage(tx, { channel: 'push', to: row.customerId, title: `${BOOKING_KIND_LABELS[row.kind as BookingKind]} ${row.bookingNo}`, text, url: ROUTES.myBooking(row.bookingNo), tag: `booking-${row.bookingNo}` });
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

