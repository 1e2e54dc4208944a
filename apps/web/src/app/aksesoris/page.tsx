import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/aftersales/listing-page';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return listingMetadata('ACCESSORY', await searchParams);
}

export default async function AccessoryListPage({ searchParams }: Props) {
  return <ListingPage kind="ACCESSORY" params={await searchParams} />;
}
