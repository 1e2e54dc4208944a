import type { Metadata } from 'next';
import { ListingPage, type ListingRouteProps, listingMetadata } from '@/components/aftersales/listing-page';
import { readListFilters } from '@/lib/aftersales';
import { loadListing } from '@/server/aftersales';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

// /c/kupon-service: the after-sales listing of kind COUPON (filters, sort, pagination in ListingPage).
export async function generateMetadata({ searchParams }: ListingRouteProps): Promise<Metadata> {
  const [params, origin] = await Promise.all([searchParams, loadSiteOrigin()]);
  return listingMetadata('COUPON', params, origin);
}

export default async function CouponsPage({ searchParams }: ListingRouteProps) {
  const filters = readListFilters('COUPON', await searchParams);
  const [listing, origin] = await Promise.all([loadListing('COUPON', filters), loadSiteOrigin()]);
  return <ListingPage kind="COUPON" filters={filters} listing={listing} origin={origin} />;
}
