import type { Metadata } from 'next';
import { ListingPage, type ListingRouteProps, listingMetadata } from '@/components/aftersales/listing-page';
import { readListFilters } from '@/lib/aftersales';
import { loadListing } from '@/server/aftersales';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

// /aksesoris: the after-sales listing of kind ACCESSORY (filters, sort, pagination in ListingPage).
export async function generateMetadata({ searchParams }: ListingRouteProps): Promise<Metadata> {
  const [params, origin] = await Promise.all([searchParams, loadSiteOrigin()]);
  return listingMetadata('ACCESSORY', params, origin);
}

export default async function AccessoriesPage({ searchParams }: ListingRouteProps) {
  const filters = readListFilters('ACCESSORY', await searchParams);
  const [listing, origin] = await Promise.all([loadListing('ACCESSORY', filters), loadSiteOrigin()]);
  return <ListingPage kind="ACCESSORY" filters={filters} listing={listing} origin={origin} />;
}
