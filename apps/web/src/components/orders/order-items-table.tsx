import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { formatRupiah } from '@kemudi/domain/format';
import styles from './orders.module.css';

/** The order's items with quantity, unit price and line total, then subtotal and total (detail and receipt alike). */
export function OrderItemsTable({ order, caption = 'Barang yang dipesan' }: { order: Pick<OrderDetail, 'items' | 'subtotal' | 'total'>; caption?: string }) {
  return (
    <table className={styles.items}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Barang</th>
          <th scope="col" className={styles.num}>
            Jumlah
          </th>
          <th scope="col" className={styles.num}>
            Harga satuan
          </th>
          <th scope="col" className={styles.num}>
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.code}>
            <th scope="row" className={styles.itemName}>
              {item.name}
              <span className={styles.itemCode}>{item.code}</span>
            </th>
            <td className={styles.num}>{item.quantity}</td>
            <td className={styles.num}>{formatRupiah(item.unitPrice)}</td>
            <td className={styles.num}>{formatRupiah(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td className={styles.num}>{formatRupiah(order.subtotal)}</td>
        </tr>
        <tr className={styles.totalRow}>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className={styles.num}>{formatRupiah(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
