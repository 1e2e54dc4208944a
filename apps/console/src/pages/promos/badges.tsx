import { PROMO_STATUS_LABELS, type PromoStatus } from '@kemudi/domain/promo-schedule';

const TONE: Record<PromoStatus, string> = { draft: 'muted', scheduled: 'info', live: 'ok', ended: 'muted', unpublished: 'warn' };

export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  return <span className={`badge badge-${TONE[status]}`}>{PROMO_STATUS_LABELS[status]}</span>;
}
