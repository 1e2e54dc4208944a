import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import type { SparePartPage } from '@kemudi/domain/contracts/aftersales';
import { formatKm, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { AddToCart } from '@/components/cart/add-to-cart';
import cartStyles from '@/components/cart/cart.module.css';
import { FilterActions, FilterSelects, plainOptions } from '@/components/page/filter-fields';
import Link from '@/components/page/link';
import { Pagination } from '@/components/page/pagination';
import { type SparePartFilters, supportWhatsAppHref } from '@/lib/services';
import { ServiceSection } from './service-section';
import styles from './services.module.css';

/** How many fitting models a card names before 'dan N lainnya'. */
const MODELS_SHOWN = 3;

/** The page with the same filters and the part asked for (?minta=), scrolled to the request form (issue 13). */
function requestHref(path: string, filters: SparePartFilters, code: string): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.model) params.set('model', filters.model);
  if (filters.category) params.set('kategori', filters.category);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  params.set('minta', code);
  return `${path}?${params.toString()}#booking`;
}

/**
 * The spare-part finder: a GET form (works without JavaScript; the URL is shareable) with search by
 * name or part number, model and category, the matching parts and their pages. Each part can go
 * into the cart (issue 12), unless products/stock says none is left (`soldOut`); WhatsApp stays for
 * asking about it.
 */
export function SparePartList({
  path,
  data,
  filters,
  soldOut = new Set(),
}: {
  path: string;
  data: SparePartPage;
  filters: SparePartFilters;
  soldOut?: ReadonlySet<string>;
}) {
  const filtered = Boolean(filters.q || filters.model || filters.category);
  const modelName = data.models.find((m) => m.code === filters.model)?.name;
  return (
    <ServiceSection id="part-title" heading="Cari Suku Cadang">
      {/* Keyed by the filters: a client-side navigation (Hapus filter, pages) must reset the fields to the URL's values. */}
      <form
        key={`${filters.q ?? ''}|${filters.model ?? ''}|${filters.category ?? ''}`}
        method="get"
        action={path}
        className={styles.form}
        role="search"
        aria-label="Cari suku cadang"
      >
        <div className={styles.field}>
          <label htmlFor="part-q">Nama atau nomor part</label>
          <input id="part-q" name="q" type="search" defaultValue={filters.q ?? ''} placeholder="mis. filter oli atau 90915-YZZN1" maxLength={100} />
        </div>
        <FilterSelects
          className={styles.field}
          fields={[
            { id: 'part-model', name: 'model', label: 'Model mobil', value: filters.model, allLabel: 'Semua model', options: data.models.map((m) => ({ value: m.code, label: m.name })) },
            { id: 'part-category', name: 'kategori', label: 'Kategori', value: filters.category, allLabel: 'Semua kategori', options: plainOptions(data.categories) },
          ]}
        />
        <FilterActions className={styles.formActions} submitLabel="Cari" reset={filtered ? { href: path, label: 'Hapus filter' } : null} />
      </form>

      <p className={styles.resultCount} role="status">
        {data.totalElements === 0
          ? 'Tidak ada suku cadang yang cocok.'
          : `${data.totalElements} suku cadang${modelName ? ` untuk Toyota ${modelName}` : ''}${filters.category ? ` kategori ${filters.category}` : ''}${filters.q ? ` dengan kata "${filters.q}"` : ''}`}
      </p>

      {data.content.length === 0 ? (
        <p className={styles.empty}>
          Coba kata lain atau hapus filter. Suku cadang yang tidak tercantum tetap bisa dipesan melalui bengkel kami:{' '}
          <a href={SUPPORT_CONTACTS.whatsApp.href} target="_blank" rel="noopener noreferrer">
            tanya via WhatsApp
          </a>
          .
        </p>
      ) : (
        <ul className={styles.grid}>
          {data.content.map((part) => {
            const shown = part.fittingModels.slice(0, MODELS_SHOWN).map((m) => m.name);
            const more = part.fittingModels.length - shown.length;
            return (
              <li key={part.code}>
                <article className={styles.card}>
                  <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start' }}>
                    <img src={part.imageUrl} alt={`Ilustrasi ${part.name}`} width={64} height={64} loading="lazy" decoding="async" className={styles.partImage} />
                    <div>
                      <h3>{part.name}</h3>
                      <p className={styles.meta}>{`No. part ${part.code} · ${part.category}`}</p>
                    </div>
                  </div>
                  <p className={styles.meta}>{`Cocok untuk ${shown.join(', ')}${more > 0 ? ` dan ${more} model lainnya` : ''}`}</p>
                  {part.replaceEveryKm ? <p className={styles.meta}>{`Disarankan ganti setiap ${formatKm(part.replaceEveryKm)}`}</p> : null}
                  <p className={styles.price}>{formatRupiah(part.price)}</p>
                  {soldOut.has(part.code) ? (
                    <p className={cartStyles.soldOut}>Stok habis</p>
                  ) : (
                    <AddToCart code={part.code} name={part.name} compact>
                      <Link className={cartStyles.buyNow} href={ROUTES.buyNow(part.code)}>
                        Beli Sekarang<span className="visually-hidden">{`: ${part.name}`}</span>
                      </Link>
                    </AddToCart>
                  )}
                  {/* Issue 13: ask a branch for it (the request form at #booking opens with this part). */}
                  <a href={requestHref(path, filters, part.code)} style={{ color: '#1a4fb8', fontWeight: 600 }}>
                    Minta ke Dealer<span className="visually-hidden">{`: ${part.name}`}</span>
                  </a>
                  <a
                    href={supportWhatsAppHref(`Halo Kemudi, saya ingin memesan ${part.name} (no. part ${part.code}).`)}
                    target="_blank"
                    rel="noopener noreferrer"
                    style={{ color: '#1a4fb8', fontWeight: 600 }}
                  >
                    Pesan<span className="visually-hidden">{` ${part.name}`}</span> via WhatsApp
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        path={path}
        params={{ q: filters.q, model: filters.model, kategori: filters.category }}
        label="suku cadang"
      />
    </ServiceSection>
  );
}
