import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { AstraPayAccount } from '@/components/loyalty/astrapay-account';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadAstraPayPage } from '@/server/account/loyalty';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('AstraPay & AstraPoints');

export default async function AstraPayPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { wallet, offer, phoneUpdated } = await loadAstraPayPage(pathWithQuery(MYACCOUNT_ROUTES.loyalty, await searchParams));
  return (
    <MyAccountFrame current="loyalty" title="AstraPay & AstraPoints" intro="Hubungkan dompet AstraPay Anda untuk melihat saldo dan mengumpulkan AstraPoints.">
      <AstraPayAccount wallet={wallet} offer={offer} phoneUpdated={phoneUpdated} />
    </MyAccountFrame>
  );
}
