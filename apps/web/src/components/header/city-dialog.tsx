'use client';

import { HEADER_CITY_OPTIONS } from '@kemudi/domain/constants';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { warmContracts } from '@/lib/call-answer';
import { useModal } from '@/lib/dialog';
import { listCities, listProvinces, type ChosenCity, type Place } from './city-location';
import styles from './city-dialog.module.css';
import { ChevronDownIcon, CloseIcon } from './icons';

/** §9 header city options, as the picker offers them first. */
const HEADER_CITIES: readonly ChosenCity[] = HEADER_CITY_OPTIONS.map((o) => ({
  provinceIsocode: o.provinceIso,
  cityIsocode: o.cityIso,
  name: o.label,
}));

type LoadState = 'idle' | 'loading' | 'failed';

/** The city picker's dialog: its own chunk, loaded when the picker is first opened (or hovered). */
export function CityDialog({
  current,
  onClose,
  onChoose,
}: {
  current: ChosenCity;
  onClose: () => void;
  onChoose: (city: ChosenCity) => Promise<void>;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const selectedRef = useRef<HTMLButtonElement>(null);
  useModal(true, panelRef, onClose, selectedRef);
  // The province and city lists' contract loads while the visitor looks at the header cities.
  useEffect(warmContracts, []);
  const titleId = useId();
  const otherId = useId();

  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [otherOpen, setOtherOpen] = useState(false);
  const [provinces, setProvinces] = useState<Place[] | null>(null);
  const [cities, setCities] = useState<Place[] | null>(null);
  const [provinceIso, setProvinceIso] = useState('');
  const [cityIso, setCityIso] = useState('');
  const [loading, setLoading] = useState<LoadState>('idle');

  const loadProvinces = useCallback(() => {
    setLoading('loading');
    listProvinces().then(
      (list) => {
        setProvinces(list);
        setLoading('idle');
      },
      () => setLoading('failed'),
    );
  }, []);

  // 'Kota lain' opens the province and city selects; the provinces are asked for on the first opening
  // (and again after a failure).
  const toggleOther = () => {
    setOtherOpen(!otherOpen);
    if (!otherOpen && provinces === null) loadProvinces();
  };

  // Only the answer for the province still selected counts (a slow answer may arrive late).
  const latestProvince = useRef('');
  const pickProvince = (iso: string) => {
    latestProvince.current = iso;
    setProvinceIso(iso);
    setCityIso('');
    setCities(null);
    if (!iso) return;
    setLoading('loading');
    listCities(iso).then(
      (list) => {
        if (latestProvince.current !== iso) return;
        setCities(list);
        setLoading('idle');
      },
      () => {
        if (latestProvince.current === iso) setLoading('failed');
      },
    );
  };

  const save = async (city: ChosenCity) => {
    setSaving(true);
    setSaveFailed(false);
    try {
      await onChoose(city);
    } catch {
      setSaveFailed(true);
      setSaving(false);
    }
  };

  const submitOther = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const city = cities?.find((c) => c.isocode === cityIso);
    if (!city || !provinceIso) return;
    void save({ provinceIsocode: provinceIso, cityIsocode: city.isocode, name: city.name });
  };

  const status = saveFailed
    ? 'Gagal menyimpan kota. Silakan coba lagi.'
    : loading === 'failed'
      ? 'Gagal memuat daftar kota. Silakan coba lagi.'
      : saving
        ? 'Menyimpan…'
        : loading === 'loading'
          ? 'Memuat…'
          : '';

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            Pilih Kota
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Tutup">
            <CloseIcon />
          </button>
        </div>
        <p className={styles.dialogHint}>Harga, promo, dan dealer terdekat mengikuti kota pilihan Anda.</p>

        <ul className={styles.options} aria-label="Kota pilihan">
          {HEADER_CITIES.map((option) => {
            const selected = option.cityIsocode === current.cityIsocode;
            return (
              <li key={option.cityIsocode}>
                <button
                  ref={selected ? selectedRef : undefined}
                  type="button"
                  className={styles.option}
                  aria-pressed={selected}
                  disabled={saving}
                  onClick={() => void save(option)}
                >
                  {option.name}
                </button>
              </li>
            );
          })}
        </ul>

        <button
          type="button"
          className={styles.otherToggle}
          aria-expanded={otherOpen}
          aria-controls={otherId}
          onClick={toggleOther}
        >
          Kota lain
          <ChevronDownIcon />
        </button>
        {otherOpen ? (
          <form id={otherId} className={styles.otherForm} onSubmit={submitOther}>
            <label className={styles.field}>
              Provinsi
              <select value={provinceIso} onChange={(e) => pickProvince(e.target.value)} disabled={provinces === null || saving}>
                <option value="">Pilih provinsi</option>
                {provinces?.map((p) => (
                  <option key={p.isocode} value={p.isocode}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              Kota/Kabupaten
              <select value={cityIso} onChange={(e) => setCityIso(e.target.value)} disabled={cities === null || saving}>
                <option value="">Pilih kota/kabupaten</option>
                {cities?.map((c) => (
                  <option key={c.isocode} value={c.isocode}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={`button ${styles.submit}`} disabled={!cityIso || saving}>
              Simpan
            </button>
          </form>
        ) : null}
        <p role="status" className={saveFailed || loading === 'failed' ? `${styles.status} ${styles.statusError}` : styles.status}>
          {status}
        </p>
        {loading === 'failed' && otherOpen ? (
          <button
            type="button"
            className={styles.otherToggle}
            onClick={() => (provinces === null ? loadProvinces() : pickProvince(provinceIso))}
          >
            Coba lagi
          </button>
        ) : null}
      </div>
    </>
  );
}
