import type { Metadata } from 'next';
import { ListingPage, type ListingRouteProps, listingMetadata } from '@/components/aftersales/listing-page';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

// /c/paketservistoyota: the after-sales listing of kind PACKAGE (filters, sort, pagination in ListingPage).
export async function generateMetadata({ searchParams }: ListingRouteProps): Promise<Metadata> {
  return listingMetadata('PACKAGE', await searchParams);
}

export default async function PackagesPage({ searchParams }: ListingRouteProps) {
  return <ListingPage kind="PACKAGE" params={await searchParams} />;
}
