'use client';

/**
 * BookingBranchPicker — the "Dealer" step of every booking form (issue 13).
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
import { useRef, useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import { StepLegend } from '@/components/checkout/step-legend';
import { formatDistance } from '@/lib/dealers';
import { type BookingBranchView, type BookingCity, type BookingCityGroup, readBranches } from './booking-logic';
import { getBookingData } from './booking-request';

/** The nearest few are listed; the rest behind "Tampilkan dealer lain" (the API answers up to 50: too long a list for a phone). */
const SHOWN_FIRST = 5;

const LOCATE_MESSAGES = {
  unsupported: 'Browser Anda tidak dapat membagikan lokasi. Pilih kota dari daftar.',
  denied: 'Izin lokasi tidak diberikan. Pilih kota dari daftar.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan saat ini. Coba lagi, atau pilih kota dari daftar.',
} as const;

type From = { kind: 'city'; city: BookingCity } | { kind: 'position'; latitude: number; longitude: number };

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
  cityGroups: BookingCityGroup[];
  initialCity: BookingCity;
  initialBranches: BookingBranchView[];
  value: string;
  error?: string | undefined;
  onChange: (slug: string) => void;
}) {
  const [from, setFrom] = useState<From>({ kind: 'city', city: initialCity });
  const [branches, setBranches] = useState(initialBranches);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
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
    setShowAll(false);
    if (value && !list.some((b) => b.slug === value)) onChange('');
  }

  function locate() {
    if (!('geolocation' in navigator)) return setProblem(LOCATE_MESSAGES.unsupported);
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (p) => void load({ kind: 'position', latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => {
        setBusy(false);
        setProblem(e.code === e.PERMISSION_DENIED ? LOCATE_MESSAGES.denied : LOCATE_MESSAGES.unavailable);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const cities = cityGroups.flatMap((g) => g.cities);
  // The chosen branch stays listed even when it is further than the first few.
  const shown = showAll ? branches : branches.filter((b, i) => i < SHOWN_FIRST || b.slug === value);
  const hidden = branches.length - shown.length;
  const cityValue = from.kind === 'city' ? from.city.isocode : '';
  const whence = from.kind === 'city' ? `dari ${from.city.name}` : 'dari lokasi Anda';
  const errorId = error ? 'booking-branch-error' : undefined;
  return (
    <fieldset className={styles.step} aria-describedby={errorId} aria-busy={busy}>
      <StepLegend no={no} title={title} />
      <div className={styles.field}>
        <label htmlFor="booking-city">Kota</label>
        <select
          id="booking-city"
          value={cityValue}
          onChange={(e) => {
            const city = cities.find((c) => c.isocode === e.currentTarget.value);
            if (city) void load({ kind: 'city', city });
          }}
        >
          {from.kind === 'position' ? <option value="">Lokasi saya</option> : null}
          {cityGroups.map((group) =>
            group.provinceName ? (
              <optgroup key={group.provinceName} label={group.provinceName}>
                {group.cities.map((c) => (
                  <option key={c.isocode} value={c.isocode}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ) : (
              group.cities.map((c) => (
                <option key={c.isocode} value={c.isocode}>
                  {c.name}
                </option>
              ))
            ),
          )}
        </select>
      </div>
      <div className={`${styles.row} ${styles.locate}`}>
        <button type="button" className={styles.linkButton} onClick={locate} disabled={busy}>
          Gunakan lokasi saya
        </button>
        <span className={`${styles.muted} ${styles.small}`} role="status">
          {busy ? 'Memuat dealer…' : `Diurutkan dari yang terdekat ${whence}.`}
        </span>
      </div>
      {problem ? <p className={styles.hint}>{problem}</p> : null}
      {branches.length === 0 ? (
        <p className={styles.alert}>
          {kind === 'test-drive'
            ? 'Belum ada unit test drive model ini di dealer sekitar lokasi tersebut. Pilih kota lain atau gunakan lokasi Anda.'
            : 'Belum ada dealer yang melayani booking ini di sekitar lokasi tersebut. Pilih kota lain.'}
        </p>
      ) : (
        <ul className={styles.choices} aria-label={`Dealer terdekat ${whence}`}>
          {shown.map((b) => (
            <li key={b.slug}>
              <label className={styles.choice}>
                <input type="radio" name="branchSlug" value={b.slug} checked={value === b.slug} onChange={() => onChange(b.slug)} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{b.name}</span>
                  <span className={styles.choiceMeta}>{b.address}</span>
                  <span className={styles.choiceMeta}>
                    {[
                      b.distanceKm !== null ? `${formatDistance(b.distanceKm)} ${whence}` : null,
                      b.units !== null ? `${b.units} unit test drive` : null,
                      b.phone ? `Telp. ${b.phone}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <p className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
            {`Tampilkan ${hidden} dealer lain`}
          </button>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
