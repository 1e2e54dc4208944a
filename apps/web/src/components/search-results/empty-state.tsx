import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import styles from './search-results.module.css';

/** Where a visitor can browse instead: the catalogue's main pages (§2 routes). */
const CATEGORIES = [
  { name: 'Mobil Baru', href: ROUTES.newCars, icon: 'car' },
  { name: 'Mobil Bekas', href: ROUTES.usedCars, icon: 'used-car' },
  { name: 'Aksesoris', href: ROUTES.accessories, icon: 'accessory' },
  { name: 'Kupon Servis', href: ROUTES.coupons, icon: 'coupon' },
  { name: 'Paket Servis', href: ROUTES.packages, icon: 'package' },
  { name: 'Promo', href: ROUTES.promos, icon: 'promo' },
  { name: 'Berita & Tips', href: ROUTES.articles, icon: 'review' },
  { name: 'Dealer Toyota', href: ROUTES.dealers, icon: 'dealer' },
] as const;

/** Popular searches (links to their results) and the catalogue's categories. */
export function SearchSuggestions({ popular }: { popular: readonly string[] }) {
  return (
    <>
      {popular.length > 0 ? (
        <section aria-labelledby="popular-searches">
          <h3 id="popular-searches">Pencarian populer</h3>
          <ul className={styles.chips}>
            {popular.map((term) => (
              <li key={term}>
                <Link href={ROUTES.search(term)}>{term}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="browse-categories">
        <h3 id="browse-categories">Jelajahi kategori</h3>
        <ul className={styles.chips}>
          {CATEGORIES.map((c) => (
            <li key={c.href}>
              <Link href={c.href}>
                <img src={MEDIA.icon(c.icon)} alt="" width={64} height={64} loading="lazy" decoding="async" />
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** No match: say so, how to search better, and where to go instead. */
export function EmptyResults({ text, popular }: { text: string; popular: readonly string[] }) {
  return (
    <section aria-labelledby="no-results" className={styles.empty}>
      <h2 id="no-results">Tidak ada hasil untuk “{text}”</h2>
      <ul className={styles.tips}>
        <li>Periksa kembali ejaan kata kunci.</li>
        <li>Gunakan kata yang lebih umum, misalnya nama model (Avanza) atau layanan (ganti oli).</li>
        <li>Kurangi jumlah kata yang Anda ketik.</li>
      </ul>
      <SearchSuggestions popular={popular} />
    </section>
  );
}

/** Fewer than 3 characters (§5, §9): nothing was searched. */
export function ShortQuery({ text, popular }: { text: string; popular: readonly string[] }) {
  return (
    <section aria-labelledby="short-query" className={styles.empty}>
      <h2 id="short-query">{text ? 'Kata kunci terlalu pendek' : 'Mau cari apa hari ini?'}</h2>
      <p role="status">Masukkan minimal 3 karakter untuk mencari.</p>
      <SearchSuggestions popular={popular} />
    </section>
  );
}
