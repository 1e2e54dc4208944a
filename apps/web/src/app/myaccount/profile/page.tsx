import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import styles from '@/components/account/myaccount.module.css';
import { ChangePasswordForm, ChangePhoneForm } from '@/components/account/myaccount-security';
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
      {/* Issue 29: the password and the phone number, each changed with its own proof. */}
      <div className={styles.cards}>
        <section aria-labelledby="sandi-title" className={styles.card}>
          <div className={styles.cardHead}>
            <h2 id="sandi-title">Ubah Kata Sandi</h2>
          </div>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby="nomor-title" className={styles.card}>
          <div className={styles.cardHead}>
            <h2 id="nomor-title">Ubah Nomor HP</h2>
          </div>
          <ChangePhoneForm currentPhone={phoneNumber} />
        </section>
      </div>
    </MyAccountFrame>
  );
}
