import { PRODUCT_KIND_LABELS, PRODUCT_KIND_LISTS, PRODUCT_KINDS } from '@kemudi/domain/commerce';
import Link from '@/components/page/link';
import styles from './cart.module.css';

/** An empty cart says so and leads back to the four catalogues that sell online (issue 12). */
export function CartEmpty() {
  return (
    <div className={styles.empty}>
      <h2>Keranjang Anda masih kosong</h2>
      <p>Pilih aksesoris, suku cadang, kupon servis, atau paket servis resmi Toyota, lalu tekan Tambah ke Keranjang.</p>
      <ul className={styles.emptyLinks} aria-label="Belanja di katalog">
        {PRODUCT_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={PRODUCT_KIND_LISTS[kind]} className={styles.emptyLink}>
              {PRODUCT_KIND_LABELS[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
