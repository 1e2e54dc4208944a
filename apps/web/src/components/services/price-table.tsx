import type { ServiceItem } from '@kemudi/domain/contracts/aftersales';
import { formatDuration, formatRupiah } from '@kemudi/domain/format';
import { groupByCategory, SERVICE_CATEGORY_LABELS } from '@/lib/services';
import { ServiceSection } from './service-section';
import { ServiceTable } from './service-table';
import styles from './services.module.css';

/**
 * The priced services of a page: per category, the service, what it covers, how long it takes and
 * the price it starts from. `unit` replaces the duration column (Cubain's rates are per day).
 */
export interface PriceTableProps {
  id: string;
  heading: string;
  items: readonly ServiceItem[];
  note?: string;
  unit?: { header: string; text: (item: ServiceItem) => string };
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
