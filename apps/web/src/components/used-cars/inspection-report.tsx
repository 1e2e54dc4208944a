import type { UsedCarDetail } from '@kemudi/domain/contracts/used-cars';
import { formatDateId } from '@kemudi/domain/format';
import styles from './used-cars.module.css';

type Inspection = UsedCarDetail['usedCar']['inspection'];
type InspectionItem = Inspection['items'][number];

const STATUS_LABELS: Record<string, string> = { baik: 'Baik', perhatian: 'Perlu perhatian', diperbaiki: 'Sudah diperbaiki' };

/** The inspection result by area: the score and grade, then every checked item with its status and the inspector's note. */
export function InspectionReport({ inspection }: { inspection: Inspection }) {
  const groups = new Map<string, InspectionItem[]>();
  for (const item of inspection.items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  const fixed = inspection.items.filter((i) => i.status === 'diperbaiki').length;
  const watch = inspection.items.filter((i) => i.status === 'perhatian').length;
  return (
    <section aria-labelledby="uc-inspection" className={styles.section}>
      <h2 id="uc-inspection">Hasil Inspeksi</h2>
      <div className={styles.panel}>
        <div className={styles.score}>
          <div className={styles.scoreValue} role="img" aria-label={`Skor inspeksi ${inspection.score} dari 100`}>
            {inspection.score}
            <small>dari 100</small>
          </div>
          <div>
            <p>
              <strong>{`Grade ${inspection.grade}`}</strong>
              {` · ${inspection.pointsChecked} titik diperiksa`}
            </p>
            <p>{`Diperiksa ${formatDateId(inspection.inspectedDate, 'long')} oleh ${inspection.inspector}`}</p>
            <p>
              {fixed === 0 && watch === 0
                ? 'Semua area dalam kondisi baik.'
                : [fixed > 0 ? `${fixed} sudah diperbaiki` : null, watch > 0 ? `${watch} perlu perhatian` : null].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
        <div className={styles.groups}>
          {[...groups.entries()].map(([group, items]) => {
            const ok = items.filter((i) => i.status === 'baik').length;
            return (
              <div key={group} className={styles.group}>
                <h3>
                  {group}
                  <span>{`${ok} dari ${items.length} baik`}</span>
                </h3>
                <ul className={styles.items}>
                  {items.map((item) => (
                    <li key={item.item}>
                      <span>{item.item}</span>
                      <span className={styles.status} data-status={item.status}>
                        {STATUS_LABELS[item.status] ?? item.status}
                      </span>
                      {item.note ? <span className={styles.note}>{item.note}</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
