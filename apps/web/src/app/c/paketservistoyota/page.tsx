import type { Metadata } from 'next';
import { ListingPage, type ListingRouteProps, listingMetadata } from '@/components/aftersales/listing-page';
import { readListFilters } from '@/lib/aftersales';
import { loadListing } from '@/server/aftersales';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

// /c/paketservistoyota: the after-sales listing of kind PACKAGE (filters, sort, pagination in ListingPage).
export async function generateMetadata({ searchParams }: ListingRouteProps): Promise<Metadata> {
  const [params, origin] = await Promise.all([searchParams, loadSiteOrigin()]);
  return listingMetadata('PACKAGE', params, origin);
}

export default async function PackagesPage({ searchParams }: ListingRouteProps) {
  const filters = readListFilters('PACKAGE', await searchParams);
  const [listing, origin] = await Promise.all([loadListing('PACKAGE', filters), loadSiteOrigin()]);
  return <ListingPage kind="PACKAGE" filters={filters} listing={listing} origin={origin} />;
}
