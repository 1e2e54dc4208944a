import type { PackageSummary, ServicePlanStep } from '@kemudi/domain/contracts/aftersales';
import { flashSaleNoteText } from '@kemudi/domain/flash-sale-note';
import { formatDuration, formatKm, formatRupiah } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import { ServiceTable } from './service-table';
import styles from './services.module.css';

/** Booking servis for one model: its service packages and its periodic maintenance plan. */
export function ModelPrices({ modelName, packages, plan }: { modelName: string; packages: readonly PackageSummary[]; plan: readonly ServicePlanStep[] | null }) {
  return (
    <>
      {packages.length === 0 ? (
        <p className={styles.empty}>{`Belum ada paket servis untuk Toyota ${modelName}. Hubungi bengkel kami untuk estimasi biaya.`}</p>
      ) : (
        <ServiceTable
          label={`Tabel paket servis Toyota ${modelName}`}
          caption={`Paket servis Toyota ${modelName}`}
          columns={['Paket', 'Estimasi waktu', 'Harga']}
        >
          {packages.map((p) => (
            <tr key={p.code}>
              <td>
                <Link href={p.url}>
                  <strong>{p.name}</strong>
                </Link>
                <br />
                <span className={styles.meta}>{p.kmInterval ? `${p.type} · ${formatKm(p.kmInterval)}` : p.type}</span>
              </td>
              <td>{formatDuration(p.durationMinutes)}</td>
              <td className={styles.num}>
                {formatRupiah(p.price)}
                {p.normalPrice && p.normalPrice > p.price ? (
                  <>
                    <br />
                    <s className={styles.strike} aria-label={`Harga normal ${formatRupiah(p.normalPrice)}`}>
                      {formatRupiah(p.normalPrice)}
                    </s>
                  </>
                ) : null}
                {p.flashSale ? <span className={styles.flashNote}>{flashSaleNoteText(p.flashSale)}</span> : null}
              </td>
            </tr>
          ))}
        </ServiceTable>
      )}
      {plan && plan.length > 0 ? (
        <ServiceTable
          label={`Tabel jadwal servis berkala Toyota ${modelName}`}
          caption={`Jadwal servis berkala Toyota ${modelName}`}
          columns={['Jarak tempuh', 'Atau setiap', 'Harga mulai']}
        >
          {plan.map((step) => (
            <tr key={step.kmInterval}>
              <td>{formatKm(step.kmInterval)}</td>
              <td>{`${step.months} bulan`}</td>
              <td className={styles.num}>{formatRupiah(Math.min(...step.packages.map((p) => p.price)))}</td>
            </tr>
          ))}
        </ServiceTable>
      ) : null}
    </>
  );
}
