import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/aftersales/listing-page';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata('COUPON', await searchParams);
}

export default async function CouponListPage({ searchParams }: Props) {
  return <ListingPage kind="COUPON" params={await searchParams} />;
}
