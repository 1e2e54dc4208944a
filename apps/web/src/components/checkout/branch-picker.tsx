'use client';

import type { BranchService } from '@kemudi/domain/contracts/branches';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { BranchPicker } from '@/components/form/branch-picker';
import type { BranchOption } from '@/lib/booking-views';
import type { CityGroup, CityOption } from '@/lib/city-options';
import { formatDistance } from '@/lib/dealers';
import { requestNearbyBranches } from '@/lib/nearby-branches';
import { locateVisitor } from '@/lib/geolocation';
import { sortByDistance, withParam } from './checkout-logic';

const LOCATE_MESSAGES = {
  unsupported: 'Browser Anda tidak dapat membagikan lokasi. Pilih dealer dari daftar di bawah.',
  denied: 'Izin lokasi tidak diberikan. Pilih dealer dari daftar di bawah.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan saat ini. Coba lagi, atau pilih dealer dari daftar di bawah.',
  failed: 'Jarak dealer belum dapat dihitung. Pilih dealer dari daftar di bawah.',
} as const;

/** §7 location/distance answers at most 50 branches: the nearest 50 get a distance, any others follow them by name. */
const DISTANCE_LIMIT = 50;

/**
 * Step Dealer of the checkout and the new-car booking: the form kit's BranchPicker over the
 * branches nearest the chosen city (its own first), each with its address and distance. The city
 * can be changed (the page is rendered again for it, the rest of the form is kept); "Urutkan dari
 * lokasi saya" asks the browser's position only when pressed and lists the branches nearest first
 * with their distance (§7 POST location/distance through the site's proxy).
 */
export function CheckoutBranchPicker({
  no,
  title,
  city,
  cityGroups,
  branches,
  service,
  value,
  error,
  onChange,
}: {
  no: number;
  title: string;
  city: CityOption;
  cityGroups: CityGroup[];
  branches: BranchOption[];
  service: BranchService;
  value: string;
  error?: string | undefined;
  onChange: (slug: string) => void;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [distances, setDistances] = useState<ReadonlyMap<string, number>>(new Map());
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  const choices = useMemo(
    () =>
      sortByDistance(branches, distances).map((b) => {
        const km = distances.get(b.slug);
        const from = km !== undefined ? `${formatDistance(km)} dari Anda · ` : b.distanceKm !== undefined ? `${formatDistance(b.distanceKm)} dari pusat ${city.name} · ` : '';
        return { slug: b.slug, name: b.name, address: b.address, meta: `${from}Telp. ${b.phone}` };
      }),
    [branches, distances, city.name],
  );

  async function locate() {
    if (!('geolocation' in navigator)) return setLocateError(LOCATE_MESSAGES.unsupported);
    setLocating(true);
    const found = await locateVisitor();
    if ('problem' in found) {
      setLocating(false);
      return setLocateError(LOCATE_MESSAGES[found.problem]);
    }
    const nearby = await requestNearbyBranches({ ...found.position, service, limit: DISTANCE_LIMIT });
    setLocating(false);
    if (typeof nearby === 'string') return setLocateError(LOCATE_MESSAGES.failed);
    setDistances(new Map(nearby.map((b) => [b.slug, b.distanceKm])));
    setLocateError(null);
  }

  function changeCity(isocode: string) {
    startTransition(() => router.replace(withParam(window.location.href, 'city', isocode), { scroll: false }));
  }

  return (
    <BranchPicker
      no={no}
      title={title}
      cityId="branch-city"
      errorId="branch-error"
      cityGroups={cityGroups}
      cityValue={city.isocode}
      cityDisabled={pending}
      onCityChange={changeCity}
      locateLabel={locating ? 'Mencari lokasi…' : distances.size > 0 ? 'Perbarui jarak dari lokasi saya' : 'Urutkan dari lokasi saya'}
      locateDisabled={locating}
      onLocate={() => void locate()}
      status={pending ? 'Memuat dealer…' : distances.size > 0 ? 'Diurutkan dari yang terdekat.' : ''}
      problem={locateError}
      busy={pending || locating}
      branches={choices}
      emptyText={`Belum ada dealer yang melayani pesanan ini di ${city.name}. Pilih kota lain.`}
      listLabel={`Dealer terdekat dari ${city.name}`}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
