import type { Metadata } from 'next';
import { ListingPage, type ListingRouteProps, listingMetadata } from '@/components/aftersales/listing-page';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

// /aksesoris: the after-sales listing of kind ACCESSORY (filters, sort, pagination in ListingPage).
export async function generateMetadata({ searchParams }: ListingRouteProps): Promise<Metadata> {
  return listingMetadata('ACCESSORY', await searchParams);
}

export default async function AccessoriesPage({ searchParams }: ListingRouteProps) {
  return <ListingPage kind="ACCESSORY" params={await searchParams} />;
}
