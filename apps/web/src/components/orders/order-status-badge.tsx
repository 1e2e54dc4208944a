import type { OrderStatus } from '@kemudi/domain/commerce';
import { statusTone } from '@/lib/order-format';
import styles from './orders.module.css';

/** The order's status as a badge with its label (the API's statusLabel: "Siap dipasang", "Dibatalkan" …). */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={styles.badge} data-tone={statusTone(status)} data-status={status}>
      {label}
    </span>
  );
}
