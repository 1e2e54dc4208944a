import type { ReactNode } from 'react';
import styles from './services.module.css';
import { TableScroll } from './table-scroll';

/**
 * The service pages' price tables (services, packages, the maintenance plan) share one layout:
 * a caption, two text columns and the price, right-aligned, last. `children` are the body rows.
 */
export function ServiceTable({
  label,
  caption,
  columns: [first, second, price],
  children,
}: {
  /** The scroll region's name ('Tabel …'). */
  label: string;
  caption: string;
  columns: readonly [string, string, string];
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">{second}</th>
            <th scope="col" className={styles.num}>
              {price}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
