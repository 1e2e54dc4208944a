import type { WorkingSchedule } from '@kemudi/domain/contracts/branches';
import { openNowLabel } from '@/lib/dealers';
import styles from './dealers.module.css';

/** Whether the branch is open now and, today, until when or from when. */
export function OpenNow({ schedule }: { schedule: WorkingSchedule }) {
  return <p className={schedule.openNow ? styles.open : styles.closed}>{openNowLabel(schedule)}</p>;
}

/** The week (§7 branch/working-schedules), Senin … Minggu, today marked. */
export function ScheduleTable({ schedule, caption }: { schedule: WorkingSchedule; caption: string }) {
  return (
    <table className={styles.schedule}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Hari</th>
          <th scope="col">{`Jam buka (${schedule.zoneLabel})`}</th>
        </tr>
      </thead>
      <tbody>
        {schedule.days.map((d) => (
          <tr key={d.day} className={d.isToday ? styles.today : undefined} aria-current={d.isToday ? 'date' : undefined}>
            <th scope="row">
              {d.dayName}
              {d.isToday ? <span className={styles.todayTag}> (hari ini)</span> : null}
            </th>
            <td>{d.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Closed days (holidays) within the next 30 days, set by the branch in the staff console (issue 25). */
export function ClosedDays({ schedule }: { schedule: WorkingSchedule }) {
  const closures = schedule.closures ?? [];
  if (closures.length === 0) return null;
  return (
    <div className={styles.closures}>
      <h3>Hari libur</h3>
      <ul>
        {closures.map((c) => (
          <li key={c.date}>
            {c.label}: tutup ({c.reason})
          </li>
        ))}
      </ul>
    </div>
  );
}
