import type { Metadata } from 'next';
import { ListingPage, type ListingRouteProps, listingMetadata } from '@/components/aftersales/listing-page';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

// /c/kupon-service: the after-sales listing of kind COUPON (filters, sort, pagination in ListingPage).
export async function generateMetadata({ searchParams }: ListingRouteProps): Promise<Metadata> {
  return listingMetadata('COUPON', await searchParams);
}

export default async function CouponsPage({ searchParams }: ListingRouteProps) {
  return <ListingPage kind="COUPON" params={await searchParams} />;
}
