'use client';

/**
 * BookingBranchPicker — the "Dealer" step of every booking form (issue 13), the form kit's
 * BranchPicker fed by the booking service.
 *
 * Lists the branches that take `kind` bookings nearest first: from the chosen city (the select), or
 * from the visitor's own position once "Gunakan lokasi saya" is pressed (asked only then). Each
 * branch shows its address, its distance and, for a test drive, its test-drive cars of the model.
 * The list comes from GET /api/booking/v1/branches (through the site's proxy) whenever the city or
 * the position changes; the server renders the first list.
 *
 * Props:
 * - `no`, `title`: the step's number and heading (default "Pilih Dealer").
 * - `kind`: the booking kind (BookingKind).
 * - `query`: extra filters of the branches call, e.g. `{ modelCode }` or `{ usedCarCode }`.
 * - `cityGroups`: the cities to choose from, by province; `initialCity`: the city listed first.
 * - `initialBranches`: the server's list for `initialCity` (nearest first).
 * - `value`, `onChange(slug)`: the chosen branch slug (controlled). `error`: the message under the step.
 */
import type { BookingKind } from '@kemudi/domain/bookings';
import { useMemo, useRef, useState } from 'react';
import { BranchPicker } from '@/components/form/branch-picker';
import type { BookingBranchView } from '@/lib/booking-views';
import type { CityGroup, CityOption } from '@/lib/city-options';
import { formatDistance } from '@/lib/dealers';
import { locateVisitor } from '@/lib/geolocation';
import { readBranches } from './booking-logic';
import { getBookingData } from './booking-request';

/** The nearest few are listed; the rest behind "Tampilkan dealer lain" (the API answers up to 50: too long a list for a phone). */
const SHOWN_FIRST = 5;

const LOCATE_MESSAGES = {
  unsupported: 'Browser Anda tidak dapat membagikan lokasi. Pilih kota dari daftar.',
  denied: 'Izin lokasi tidak diberikan. Pilih kota dari daftar.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan saat ini. Coba lagi, atau pilih kota dari daftar.',
} as const;

type From = { kind: 'city'; city: CityOption } | { kind: 'position'; latitude: number; longitude: number };

export function BookingBranchPicker({
  no,
  title = 'Pilih Dealer',
  kind,
  query = {},
  cityGroups,
  initialCity,
  initialBranches,
  value,
  error,
  onChange,
}: {
  no: number;
  title?: string;
  kind: BookingKind;
  query?: Record<string, string>;
  cityGroups: CityGroup[];
  initialCity: CityOption;
  initialBranches: BookingBranchView[];
  value: string;
  error?: string | undefined;
  onChange: (slug: string) => void;
}) {
  const [from, setFrom] = useState<From>({ kind: 'city', city: initialCity });
  const [branches, setBranches] = useState(initialBranches);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(0);

  async function load(next: From) {
    const ask = ++asked.current;
    setFrom(next);
    setBusy(true);
    setProblem(null);
    const params = new URLSearchParams({ kind, ...query });
    if (next.kind === 'city') params.set('cityCode', next.city.isocode);
    else {
      params.set('latitude', next.latitude.toFixed(5));
      params.set('longitude', next.longitude.toFixed(5));
    }
    const answer = await getBookingData(`/branches?${params.toString()}`);
    if (ask !== asked.current) return; // a later choice is on its way
    setBusy(false);
    const list = answer.ok ? readBranches(answer.body) : null;
    if (!list) {
      setProblem(answer.ok ? 'Daftar dealer belum dapat dimuat. Silakan coba lagi.' : answer.message);
      return;
    }
    setBranches(list);
    if (value && !list.some((b) => b.slug === value)) onChange('');
  }

  async function locate() {
    if (!('geolocation' in navigator)) return setProblem(LOCATE_MESSAGES.unsupported);
    setBusy(true);
    const found = await locateVisitor();
    if ('position' in found) return load({ kind: 'position', ...found.position });
    setBusy(false);
    setProblem(LOCATE_MESSAGES[found.problem]);
  }

  const whence = from.kind === 'city' ? `dari ${from.city.name}` : 'dari lokasi Anda';
  // One list per answer (the picker keeps "show all" for the list it was pressed on).
  const choices = useMemo(
    () =>
      branches.map((b) => ({
        slug: b.slug,
        name: b.name,
        address: b.address,
        meta: [b.distanceKm !== null ? `${formatDistance(b.distanceKm)} ${whence}` : null, b.units !== null ? `${b.units} unit test drive` : null, b.phone ? `Telp. ${b.phone}` : null]
          .filter(Boolean)
          .join(' · '),
      })),
    [branches, whence],
  );
  return (
    <BranchPicker
      no={no}
      title={title}
      cityId="booking-city"
      errorId="booking-branch-error"
      cityGroups={cityGroups}
      cityValue={from.kind === 'city' ? from.city.isocode : ''}
      cityExtra={from.kind === 'position' ? { value: '', label: 'Lokasi saya' } : null}
      onCityChange={(isocode) => {
        const city = cityGroups.flatMap((g) => g.cities).find((c) => c.isocode === isocode);
        if (city) void load({ kind: 'city', city });
      }}
      locateLabel="Gunakan lokasi saya"
      locateDisabled={busy}
      onLocate={() => void locate()}
      status={busy ? 'Memuat dealer…' : `Diurutkan dari yang terdekat ${whence}.`}
      problem={problem}
      busy={busy}
      branches={choices}
      emptyText={
        kind === 'test-drive'
          ? 'Belum ada unit test drive model ini di dealer sekitar lokasi tersebut. Pilih kota lain atau gunakan lokasi Anda.'
          : 'Belum ada dealer yang melayani booking ini di sekitar lokasi tersebut. Pilih kota lain.'
      }
      listLabel={`Dealer terdekat ${whence}`}
      shownFirst={SHOWN_FIRST}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
