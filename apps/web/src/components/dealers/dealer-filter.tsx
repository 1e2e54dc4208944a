'use client';

import type { BranchArea } from '@kemudi/domain/contracts/branches';
import { ROUTES } from '@kemudi/domain/routes';
import { useState } from 'react';
import { BRANCH_SERVICE_LABELS } from '@kemudi/domain/vocabulary';
import styles from './dealers.module.css';

export interface DealerFilterProps {
  areas: readonly BranchArea[];
  province: string | undefined;
  city: string | undefined;
  service: string | undefined;
}

/**
 * The dealer search: a plain GET form (it works without JavaScript, every choice is a link-able
 * URL). Without a province the city list holds every city with a branch, grouped by province;
 * with JavaScript, choosing a province narrows the city list at once.
 */
export function DealerFilter({ areas, province: initialProvince, city: initialCity, service }: DealerFilterProps) {
  const [province, setProvince] = useState(initialProvince ?? '');
  const [city, setCity] = useState(initialCity ?? '');
  const chosen = areas.find((a) => a.isocode === province);
  const groups = chosen ? [chosen] : areas;

  return (
    <form action={ROUTES.dealers} method="get" className={styles.filter} aria-label="Cari dealer berdasarkan wilayah">
      <div className={styles.field}>
        <label htmlFor="dealer-provinsi">Provinsi</label>
        <select
          id="dealer-provinsi"
          name="provinsi"
          value={province}
          onChange={(e) => {
            setProvince(e.target.value);
            setCity('');
          }}
        >
          <option value="">Semua provinsi</option>
          {areas.map((a) => (
            <option key={a.isocode} value={a.isocode}>
              {`${a.name} (${a.branchCount})`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="dealer-kota">Kota/Kabupaten</label>
        <select id="dealer-kota" name="kota" value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="">{chosen ? `Semua kota di ${chosen.name}` : 'Semua kota'}</option>
          {groups.map((a) =>
            chosen ? (
              a.cities.map((c) => (
                <option key={c.isocode} value={c.isocode}>
                  {c.name}
                </option>
              ))
            ) : (
              <optgroup key={a.isocode} label={a.name}>
                {a.cities.map((c) => (
                  <option key={c.isocode} value={c.isocode}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="dealer-layanan">Layanan</label>
        <select id="dealer-layanan" name="layanan" defaultValue={service ?? ''}>
          <option value="">Semua layanan</option>
          {Object.entries(BRANCH_SERVICE_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`button ${styles.submit}`}>
        Cari Dealer
      </button>
    </form>
  );
}
