'use client';

import { CART_GUID_COOKIE_DAYS } from '@kemudi/domain/constants';
import { useVisitor } from '@/components/header/visitor';
import styles from './aftersales.module.css';

/**
 * The note under the buy buttons as a tiny island (issue 14): the item pages' HTML is cached and
 * shared by every visitor in a city, so it always carries the guest's wording (where the cart is
 * kept, and that paying asks for a login); the visitor store turns it into the customer's in the
 * browser once it knows one. While it asks ('loading') the guest's wording stays.
 */
export function BuyNote() {
  const { state } = useVisitor();
  return (
    <p className={styles.note}>
      {state === 'customer'
        ? 'Bayar online dengan QRIS atau virtual account, lalu ambil, pasang, atau tukarkan di dealer pilihan Anda.'
        : `Keranjang tersimpan di perangkat ini selama ${CART_GUID_COOKIE_DAYS} hari. Untuk membayar, Anda akan diminta masuk atau daftar dengan nomor HP.`}
    </p>
  );
}
