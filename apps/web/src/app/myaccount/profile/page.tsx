import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { MyAccountProfile } from '@/components/account/myaccount-profile';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadProfilePage } from '@/server/account/myaccount';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Profil Saya');

export default async function MyProfilePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadProfilePage(pathWithQuery(MYACCOUNT_ROUTES.profile, await searchParams));
  const { email, phoneNumber, ...profile } = data.profile;
  return (
    <MyAccountFrame current="profile" title="Profil Saya" intro="Lengkapi data diri Anda agar penawaran dan layanan kami lebih sesuai.">
      <MyAccountProfile
        profile={profile}
        contact={{ email: email ?? null, phoneNumber }}
        provinces={data.provinces.map(({ isocode, name }) => ({ isocode, name }))}
        provinceIsocode={data.provinceIsocode}
        cities={data.cities.map(({ isocode, name }) => ({ isocode, name }))}
        cityName={data.cityName}
      />
    </MyAccountFrame>
  );
}
