import type { TimelineStep } from '@kemudi/domain/contracts/orders';
import { formatDateTimeId, isClosedEarly } from '@/lib/order-format';
import styles from './orders.module.css';

/*
 * An order's progress (issue 12): menunggu pembayaran → dibayar → diproses → siap diambil/dipasang
 * → selesai, or ended early by dibatalkan/kedaluwarsa. The steps come from the API as they are
 * (OrderDetail.timeline, TrackingData.timeline); this draws them as an ordered list: reached steps
 * with their date and time, the current one marked aria-current="step", a cancelled or expired end
 * as the last step in its own colour, and the steps still ahead greyed.
 *
 * No hooks and no server-only import: My Account and the receipt render it on the server, the
 * tracking form in the browser, and the checkout's confirmation may use it too.
 */

type StepState = 'reached' | 'current' | 'ahead' | 'closed';

function stateOf(step: TimelineStep): StepState {
  if (isClosedEarly(step.status) && step.reached) return 'closed';
  if (step.current) return 'current';
  return step.reached ? 'reached' : 'ahead';
}

/** Read before each step by screen readers, since the marker's colour says it only to the eye. */
const STATE_WORDS: Readonly<Record<StepState, string>> = {
  reached: 'Sudah dilalui: ',
  current: 'Status saat ini: ',
  ahead: 'Belum: ',
  closed: 'Pesanan berakhir: ',
};

export function OrderTimeline({ steps, label = 'Status pesanan' }: { steps: readonly TimelineStep[]; label?: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {steps.map((step) => {
        const state = stateOf(step);
        return (
          <li
            key={step.status}
            className={styles.step}
            data-state={state}
            data-status={step.status}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <div className={styles.stepBody}>
              <p className={styles.stepLabel}>
                <span className="visually-hidden">{STATE_WORDS[state]}</span>
                {step.label}
              </p>
              {step.reached && step.at ? (
                <p className={styles.stepTime}>
                  <time dateTime={step.at}>{formatDateTimeId(step.at)}</time>
                </p>
              ) : state === 'ahead' ? (
                <p className={styles.stepTime}>Belum</p>
              ) : null}
              {step.note ? <p className={styles.stepNote}>{step.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
