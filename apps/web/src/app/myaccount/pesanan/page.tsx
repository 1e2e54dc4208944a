import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { OrderList } from '@/components/orders/order-list';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadMyOrders } from '@/server/orders';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Pesanan Saya');

/** My Account › Pesanan Saya (issue 12): the customer's own orders, newest first. */
export default async function MyOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { orders } = await loadMyOrders(pathWithQuery(MYACCOUNT_ROUTES.orders, await searchParams));
  return (
    <MyAccountFrame current="orders" title="Pesanan Saya" intro="Pantau status pesanan aksesoris, suku cadang, kupon servis, dan pemesanan mobil baru Anda.">
      <OrderList orders={orders} />
    </MyAccountFrame>
  );
}
