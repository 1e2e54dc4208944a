'use client';

import type { BranchService } from '@kemudi/domain/contracts/branches';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { formatDistance, readNearbyBranches } from '@/lib/dealers';
import { type BranchOption, type CityGroup, type CityOption, sortByDistance, withParam } from './checkout-logic';
import styles from './checkout.module.css';
import { StepLegend } from './step-legend';

const LOCATE_MESSAGES = {
  unsupported: 'Browser Anda tidak dapat membagikan lokasi. Pilih dealer dari daftar di bawah.',
  denied: 'Izin lokasi tidak diberikan. Pilih dealer dari daftar di bawah.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan saat ini. Coba lagi, atau pilih dealer dari daftar di bawah.',
  failed: 'Jarak dealer belum dapat dihitung. Pilih dealer dari daftar di bawah.',
} as const;

/** §7 location/distance answers at most 50 branches: the nearest 50 get a distance, any others follow them by name. */
const DISTANCE_LIMIT = 50;

type Position = { latitude: number; longitude: number };

/**
 * Step Dealer: the branches nearest the chosen city (its own first), each with its address and distance. The
 * city can be changed (the page is rendered again for it, the rest of the form is kept); "Urutkan
 * dari lokasi saya" asks the browser's position only when pressed and lists the branches nearest
 * first with their distance (§7 POST location/distance through the site's proxy).
 */
export function BranchPicker({
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

  const sorted = useMemo(() => sortByDistance(branches, distances), [branches, distances]);

  async function measure(position: Position) {
    try {
      const res = await fetch('/api/parameter/v1/location/distance', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...position, service, limit: DISTANCE_LIMIT }),
      });
      const nearby = res.ok ? readNearbyBranches(await res.json()) : null;
      if (!nearby) throw new Error('distance');
      setDistances(new Map(nearby.map((b) => [b.slug, b.distanceKm])));
      setLocateError(null);
    } catch {
      setLocateError(LOCATE_MESSAGES.failed);
    } finally {
      setLocating(false);
    }
  }

  function locate() {
    if (!('geolocation' in navigator)) return setLocateError(LOCATE_MESSAGES.unsupported);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => void measure({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => {
        setLocating(false);
        setLocateError(e.code === e.PERMISSION_DENIED ? LOCATE_MESSAGES.denied : LOCATE_MESSAGES.unavailable);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  function changeCity(isocode: string) {
    startTransition(() => router.replace(withParam(window.location.href, 'city', isocode), { scroll: false }));
  }

  const errorId = error ? 'branch-error' : undefined;
  return (
    <fieldset className={styles.step} aria-describedby={errorId} aria-busy={pending || locating}>
      <StepLegend no={no} title={title} />
      <div className={styles.field}>
        <label htmlFor="branch-city">Kota</label>
        <select id="branch-city" value={city.isocode} onChange={(e) => changeCity(e.currentTarget.value)} disabled={pending}>
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
        <button type="button" className={styles.linkButton} onClick={locate} disabled={locating}>
          {locating ? 'Mencari lokasi…' : distances.size > 0 ? 'Perbarui jarak dari lokasi saya' : 'Urutkan dari lokasi saya'}
        </button>
        <span className={`${styles.muted} ${styles.small}`} role="status">
          {pending ? 'Memuat dealer…' : distances.size > 0 ? 'Diurutkan dari yang terdekat.' : ''}
        </span>
      </div>
      {locateError ? <p className={`${styles.hint}`}>{locateError}</p> : null}
      {sorted.length === 0 ? (
        <p className={styles.alert}>{`Belum ada dealer yang melayani pesanan ini di ${city.name}. Pilih kota lain.`}</p>
      ) : (
        <ul className={styles.choices} aria-label={`Dealer terdekat dari ${city.name}`}>
          {sorted.map((b) => {
            const km = distances.get(b.slug);
            return (
              <li key={b.slug}>
                <label className={styles.choice}>
                  <input type="radio" name="branchSlug" value={b.slug} checked={value === b.slug} onChange={() => onChange(b.slug)} />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceTitle}>{b.name}</span>
                    <span className={styles.choiceMeta}>{b.address}</span>
                    <span className={styles.choiceMeta}>
                      {km !== undefined
                        ? `${formatDistance(km)} dari Anda · `
                        : b.distanceKm !== undefined
                          ? `${formatDistance(b.distanceKm)} dari pusat ${city.name} · `
                          : ''}
                      {`Telp. ${b.phone}`}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
