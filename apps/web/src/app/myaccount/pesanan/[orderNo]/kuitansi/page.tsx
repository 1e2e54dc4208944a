import type { Metadata } from 'next';
import { ROUTES } from '@kemudi/domain/routes';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { OrderReceipt } from '@/components/orders/order-receipt';
import { pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadMyOrder, orderNoOf } from '@/server/orders';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ orderNo: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNo } = await params;
  return myAccountMetadata(`Kuitansi ${orderNoOf(orderNo)}`);
}

/** The receipt of one of the customer's orders (issue 12), made to be printed on A4. */
export default async function OrderReceiptPage({ params, searchParams }: Props) {
  const [{ orderNo: param }, query] = await Promise.all([params, searchParams]);
  const orderNo = orderNoOf(param);
  const order = await loadMyOrder(orderNo, pathWithQuery(ROUTES.orderReceipt(orderNo), query));
  return <OrderReceipt order={order} />;
}
