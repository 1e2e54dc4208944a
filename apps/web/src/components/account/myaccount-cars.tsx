'use client';

import type { CustomerCar } from '@kemudi/domain/contracts/customer';
import { ROUTES } from '@kemudi/domain/routes';
import { useEffect, useRef, useState } from 'react';
import styles from './myaccount.module.css';
import { MyAccountCarForm, type CarModelChoice } from './myaccount-car-form';
import { MyAccountCarSummary } from './myaccount-car-summary';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * Mobil Saya (issue 10): the customer's cars with add, edit and remove. Removing asks first
 * ("Hapus … dari Mobil Saya?"); every outcome is announced in the live region above the list.
 */
export function MyAccountCars({ initialCars, models }: { initialCars: CustomerCar[]; models: readonly CarModelChoice[] }) {
  const [cars, setCars] = useState(initialCars);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function saved(car: CustomerCar) {
    const isNew = !cars.some((c) => c.id === car.id);
    setCars((list) => (isNew ? [...list, car] : list.map((c) => (c.id === car.id ? car : c))));
    setEditing({ kind: 'none' });
    setNotice({ ok: true, text: isNew ? `${car.model} ${car.plate} ditambahkan ke Mobil Saya.` : `Perubahan ${car.model} ${car.plate} disimpan.` });
  }

  async function remove(car: CustomerCar) {
    if (removing) return;
    setRemoving(true);
    const outcome = await sendAccountRequest('DELETE', `/api/my-cars/${encodeURIComponent(car.id)}`);
    setRemoving(false);
    setConfirming(null);
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind === 'ok') {
      setCars((list) => list.filter((c) => c.id !== car.id));
      setNotice({ ok: true, text: `${car.model} ${car.plate} dihapus dari Mobil Saya.` });
      addRef.current?.focus();
    } else {
      setNotice({ ok: false, text: outcome.message });
    }
  }

  return (
    <div className={styles.cards}>
      <div className={styles.cardWide}>
        <div role="status" aria-live="polite">
          {notice ? <p className={notice.ok ? styles.success : styles.problem}>{notice.text}</p> : null}
        </div>
        {cars.length === 0 ? (
          <div className={styles.empty}>
            <p>
              <strong>Belum ada mobil di Mobil Saya.</strong>
            </p>
            <p>Tambahkan mobil Anda untuk booking servis dan pengingat STNK yang lebih cepat.</p>
          </div>
        ) : (
          <ul className={styles.carList} aria-label="Daftar mobil">
            {cars.map((car) => (
              <li key={car.id} className={styles.carItem}>
                {editing.kind === 'edit' && editing.id === car.id ? (
                  <MyAccountCarForm car={car} models={models} onSaved={saved} onCancel={() => setEditing({ kind: 'none' })} />
                ) : (
                  <>
                    <MyAccountCarSummary car={car} />
                    <div className={styles.actions}>
                      {/* Issue 13: the service booking form opens with this car chosen. */}
                      <a
                        href={`${ROUTES.bookingService}?car=${encodeURIComponent(car.id)}`}
                        className={styles.primary}
                        aria-label={`Booking Servis ${car.model} ${car.plate}`}
                      >
                        Booking Servis
                      </a>
                      <button
                        type="button"
                        className={styles.secondary}
                        aria-label={`Ubah ${car.model} ${car.plate}`}
                        onClick={() => {
                          setNotice(null);
                          setConfirming(null);
                          setEditing({ kind: 'edit', id: car.id });
                        }}
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        className={styles.danger}
                        aria-label={`Hapus ${car.model} ${car.plate}`}
                        onClick={() => {
                          setNotice(null);
                          setConfirming(car.id);
                        }}
                      >
                        Hapus
                      </button>
                    </div>
                    {confirming === car.id ? (
                      <div className={styles.confirm} role="group" aria-labelledby={`hapus-${car.id}`}>
                        <p id={`hapus-${car.id}`} ref={confirmRef} tabIndex={-1}>
                          Hapus {car.model} {car.plate} dari Mobil Saya?
                        </p>
                        <div className={styles.actions}>
                          <button type="button" className={styles.primary} onClick={() => void remove(car)} disabled={removing}>
                            {removing ? 'Menghapus…' : 'Ya, hapus'}
                          </button>
                          <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>
                            Batal
                          </button>
                        </div>
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.cardWide}>
        {editing.kind === 'add' ? (
          <MyAccountCarForm
            car={null}
            models={models}
            onSaved={saved}
            onCancel={() => {
              setEditing({ kind: 'none' });
              addRef.current?.focus();
            }}
          />
        ) : (
          <div className={styles.actions}>
            <button
              ref={addRef}
              type="button"
              className={styles.primary}
              onClick={() => {
                setNotice(null);
                setEditing({ kind: 'add' });
              }}
            >
              Tambah mobil
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
