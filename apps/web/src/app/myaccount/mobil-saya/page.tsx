import { MyAccountCars } from '@/components/account/myaccount-cars';
import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { loadMyCarsPage } from '@/server/account/myaccount';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Mobil Saya');

export default async function MyCarsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { cars, models } = await loadMyCarsPage(pathWithQuery(MYACCOUNT_ROUTES.cars, await searchParams));
  return (
    <MyAccountFrame current="cars" title="Mobil Saya" intro="Simpan data mobil Anda: model, tahun, nomor polisi, warna, masa berlaku STNK, dan nomor rangka.">
      <MyAccountCars initialCars={cars} models={models} />
    </MyAccountFrame>
  );
}
