import { FLASH_SALE_STATUSES, staffPromoCalls } from '@kemudi/domain/contracts/staff-promos';
import { formatRupiah } from '@kemudi/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { formatDateTime } from '../../format';
import { Notice } from '../../kit/form';
import { CountTabs } from '../../kit/resource-list';

type FlashStatus = (typeof FLASH_SALE_STATUSES)[number];
const LABELS: Record<FlashStatus, string> = { scheduled: 'Terjadwal', live: 'Berlangsung', ended: 'Berakhir' };
const KINDS: Record<string, string> = { accessory: 'Aksesori', coupon: 'Kupon servis', package: 'Paket servis', part: 'Suku cadang' };

/** Flash sale: every sale with its status (read only for now: flash sales are seeded). */
export function FlashSaleListPage(): ReactElement {
  const [status, setStatus] = useState<FlashStatus | ''>('');
  const list = useQuery({
    queryKey: ['promos', 'flash-sales', status],
    queryFn: () => callApi(staffPromoCalls.flashSales, { query: status ? { status } : {} }),
  });
  const counts = list.data?.counts;
  return (
    <section>
      <p>
        <Link to="/promo">← Daftar promo</Link>
      </p>
      <h1>Flash sale</h1>
      <p className="muted">Harga khusus berjangka untuk aksesori, kupon, paket servis dan suku cadang. Jadwalnya tayang dan berakhir sendiri; belum dapat diubah dari konsol.</p>
      <CountTabs
        label="Status"
        value={status}
        tabs={[
          { value: '', label: 'Semua', count: counts ? counts.scheduled + counts.live + counts.ended : undefined },
          ...FLASH_SALE_STATUSES.map((s) => ({ value: s, label: LABELS[s], count: counts?.[s] })),
        ]}
        onChange={setStatus}
      />
      {list.isError ? <Notice tone="error">{errorMessage(list.error)}</Notice> : null}
      <div className="table-wrap">
        <table>
          <caption className="sr-only">Daftar flash sale</caption>
          <thead>
            <tr>
              <th scope="col">Barang</th>
              <th scope="col">Harga flash sale</th>
              <th scope="col">Kuota</th>
              <th scope="col">Status</th>
              <th scope="col">Mulai</th>
              <th scope="col">Selesai</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.content ?? []).map((sale) => (
              <tr key={sale.id}>
                <td>
                  {KINDS[sale.itemKind] ?? sale.itemKind} {sale.itemCode}
                  <br />
                  <small className="muted">{sale.cityIsocodes.length ? `Kota ${sale.cityIsocodes.join(', ')}` : 'Semua kota'}</small>
                </td>
                <td>{formatRupiah(sale.salePrice)}</td>
                <td>
                  {sale.sold} / {sale.quota}
                </td>
                <td>{LABELS[sale.status]}</td>
                <td>{formatDateTime(sale.startsAt)}</td>
                <td>{formatDateTime(sale.endsAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
