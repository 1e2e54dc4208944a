import { formatRupiah, groupThousands } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import type { LayoutWallet } from '@/lib/layout';
import { MYACCOUNT_ROUTES } from '@/lib/myaccount';
import styles from './drawer-wallet.module.css';

/**
 * The phone drawer's AstraPay line for a logged-in customer (issue 11): the balance and AstraPoints
 * when linked, else an invitation to link; both lead to My Account › AstraPay & AstraPoints.
 */
export function DrawerWallet({ wallet }: { wallet: NonNullable<LayoutWallet> }) {
  return (
    <Link href={MYACCOUNT_ROUTES.loyalty} className={styles.drawerWallet}>
      <strong>AstraPay</strong>
      {wallet.linked ? (
        <span className={styles.drawerFigures}>
          <span>Saldo {wallet.balance === null ? '-' : formatRupiah(wallet.balance)}</span>
          <span>{groupThousands(wallet.points)} AstraPoints</span>
        </span>
      ) : (
        <span className={styles.drawerFigures}>Hubungkan AstraPay Anda</span>
      )}
    </Link>
  );
}
