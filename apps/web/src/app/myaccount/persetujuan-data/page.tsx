import { MyAccountConsent } from '@/components/account/myaccount-consent';
import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadConsentPage } from '@/server/account/consent';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Persetujuan Data Pribadi');

/** Personal-data consent (issue 11, UU PDP): status, text, history; give or withdraw it. */
export default async function ConsentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { consents, text } = await loadConsentPage(pathWithQuery(MYACCOUNT_ROUTES.privacy, await searchParams));
  return (
    <MyAccountFrame
      current="privacy"
      title="Persetujuan Data Pribadi"
      intro="Sesuai UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda dapat melihat, memberikan, atau menarik persetujuan pemrosesan data pribadi Anda kapan saja."
    >
      <MyAccountConsent initial={consents} text={text} />
    </MyAccountFrame>
  );
}
