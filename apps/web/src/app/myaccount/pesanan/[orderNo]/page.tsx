import type { Metadata } from 'next';
import { ROUTES } from '@kemudi/domain/routes';
import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { OrderDetailView } from '@/components/orders/order-detail';
import { pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadMyOrder, orderNoOf } from '@/server/orders';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ orderNo: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNo } = await params;
  return myAccountMetadata(`Pesanan ${orderNoOf(orderNo)}`);
}

/** One of the customer's orders (issue 12); someone else's or an unknown one is a 404. */
export default async function MyOrderPage({ params, searchParams }: Props) {
  const [{ orderNo: param }, query] = await Promise.all([params, searchParams]);
  const orderNo = orderNoOf(param);
  const order = await loadMyOrder(orderNo, pathWithQuery(ROUTES.myOrder(orderNo), query));
  return (
    <MyAccountFrame current="orders" title={`Pesanan ${order.orderNo}`}>
      <OrderDetailView order={order} />
    </MyAccountFrame>
  );
}
