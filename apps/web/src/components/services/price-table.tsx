import { formatRupiah } from '@kemudi/domain/format';
import type { PricedService } from '@/server/services';
import { ServiceSection } from './service-section';
import { ServiceTable } from './service-table';
import styles from './services.module.css';

/** What the API's service categories are called on the page. */
export const SERVICE_CATEGORY_LABELS: Record<string, string> = {
  berkala: 'Servis Berkala',
  perbaikan: 'Perbaikan Mesin & Transmisi',
  'kaki-kaki': 'Kaki-kaki & Rem',
  kelistrikan: 'Kelistrikan',
  ac: 'Perawatan AC',
  cat: 'Pengecatan',
  ketok: 'Ketok & Perbaikan Bodi',
  poles: 'Poles & Perlindungan Cat',
  darurat: 'Layanan Darurat',
  'lepas-kunci': 'Sewa Lepas Kunci',
  'dengan-pengemudi': 'Sewa dengan Pengemudi',
};

/** '± 90 menit', '± 2 jam 30 menit'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `± ${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `± ${hours} jam` : `± ${hours} jam ${rest} menit`;
}

/** Services grouped by category, in the workshop's order; one table per category. */
export function groupByCategory(items: readonly PricedService[]): [string, PricedService[]][] {
  const groups = new Map<string, PricedService[]>();
  for (const item of items) groups.set(item.serviceCategory, [...(groups.get(item.serviceCategory) ?? []), item]);
  return [...groups.entries()];
}

/**
 * The priced services of a page: per category, the service, what it covers, how long it takes and
 * the price it starts from. `unit` replaces the duration column (Cubain's rates are per day).
 */
export interface PriceTableProps {
  id: string;
  heading: string;
  items: readonly PricedService[];
  note?: string;
  unit?: { header: string; text: (item: PricedService) => string };
}

export function PriceTable({ id, heading, items, note, unit }: PriceTableProps) {
  if (items.length === 0) return null;
  return (
    <ServiceSection id={id} heading={heading}>
      {note ? <p className={styles.note}>{note}</p> : null}
      {groupByCategory(items).map(([category, rows]) => {
        const caption = SERVICE_CATEGORY_LABELS[category] ?? category;
        return (
          <ServiceTable key={category} label={`Tabel ${caption}`} caption={caption} columns={['Layanan', unit?.header ?? 'Estimasi waktu', 'Harga mulai']}>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <strong>{row.name}</strong>
                  <br />
                  <span className={styles.meta}>{row.description}</span>
                </td>
                <td>{unit ? unit.text(row) : formatDuration(row.durationMinutes)}</td>
                <td className={styles.num}>{formatRupiah(row.priceFrom)}</td>
              </tr>
            ))}
          </ServiceTable>
        );
      })}
    </ServiceSection>
  );
}
