'use client';

import { PRODUCT_KIND_LABELS } from '@kemudi/domain/commerce';
import type { CartEntry, GlobalCart } from '@kemudi/domain/contracts/cart';
import { flashSaleNoteText } from '@kemudi/domain/flash-sale-note';
import { discountPercent, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { StruckPrice } from '@/components/page/catalogue-price';
import Link from '@/components/page/link';
import { changeCart, loginAgain, warmCartContract } from './cart-api';
import { CartEmpty } from './cart-empty';
import { announceCartCount } from './cart-event';
import { CART_TITLE, fitsText, stepperBounds, subtotalLabel } from './cart-lines';
import styles from './cart.module.css';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The /cart page's island (issue 12): the lines (picture, name, kind, the models it fits, the unit
 * price with the original struck through, a − / number / + stepper, Hapus, the line's total), the
 * notices of the answer, the subtotal and total in Rupiah, and the way to checkout. Each change is
 * a 'set' of one line; the answer is the whole cart again, so every amount shown is the server's.
 * A refused change shows the API's message under its line. An emptied cart shows the empty state.
 */
export function CartView({ initial, loggedIn }: { initial: GlobalCart; loggedIn: boolean }) {
  const [cart, setCart] = useState(initial);
  const ready = useHydrated();
  /** The code of the line being changed: every control waits for its answer, so changes never cross. */
  const [pending, setPending] = useState<string | null>(null);
  const [messages, setMessages] = useState<Readonly<Record<string, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The page's own call may have dropped lines (doUpdateHiddenEntries): the badge follows it.
    announceCartCount(initial.totalGlobalNonBundleUnitCount);
    warmCartContract();
  }, [initial]);

  async function setQuantity(entry: CartEntry, quantity: number) {
    const { code, name } = entry.product;
    setPending(code);
    const answer = await changeCart({ products: [{ code, quantity }], mode: 'set' });
    setPending(null);
    if (!answer.ok) {
      if (answer.redirect) loginAgain();
      setMessages((m) => ({ ...m, [code]: answer.message }));
      return;
    }
    setMessages(({ [code]: _done, ...rest }) => rest);
    setCart(answer.cart);
    announceCartCount(answer.cart.totalGlobalNonBundleUnitCount);
    if (quantity === 0) {
      setAnnouncement(`${name} dihapus dari keranjang.`);
      // The line and its focused button are gone: focus goes back to the page's heading.
      title.current?.focus();
    } else {
      const now = answer.cart.entries.find((e) => e.product.code === code)?.quantity ?? quantity;
      setAnnouncement(`Jumlah ${name} menjadi ${now}. Total ${formatRupiah(answer.cart.total)}.`);
    }
  }

  const blocked = !ready || pending !== null;
  const unavailable = cart.entries.some((e) => !e.product.purchasable);
  return (
    <div data-ready={ready ? '' : undefined}>
      <h1 className={styles.title} ref={title} tabIndex={-1}>
        {CART_TITLE}
      </h1>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {cart.notices.length > 0 ? (
        <div className={styles.notices} role="status">
          <ul>
            {cart.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cart.entries.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Barang di keranjang">
            {cart.entries.map((entry) => (
              <CartLine
                key={entry.product.code}
                entry={entry}
                blocked={blocked}
                busy={pending === entry.product.code}
                message={messages[entry.product.code]}
                onQuantity={(quantity) => void setQuantity(entry, quantity)}
              />
            ))}
          </ul>
          <section className={styles.summary} aria-labelledby="ringkasan-belanja">
            <h2 id="ringkasan-belanja">Ringkasan Belanja</h2>
            <dl>
              <dt>{subtotalLabel(cart.totalGlobalNonBundleUnitCount)}</dt>
              <dd>{formatRupiah(cart.subtotal)}</dd>
              <dt className={styles.total}>Total</dt>
              <dd className={styles.total}>{formatRupiah(cart.total)}</dd>
            </dl>
            <Link className={`button ${styles.checkout}`} href={ROUTES.checkout}>
              Lanjut ke Pembayaran
            </Link>
            {unavailable ? <p className={styles.note}>Hapus barang yang tidak dapat dibeli saat ini sebelum melanjutkan.</p> : null}
            <p className={styles.note}>
              {loggedIn
                ? 'Dealer, jadwal pemasangan atau servis bila perlu, dan cara bayar dipilih di langkah berikutnya.'
                : 'Untuk membayar, Anda akan diminta masuk atau daftar dengan nomor HP. Isi keranjang tetap tersimpan.'}
            </p>
          </section>
        </div>
      )}
    </div>
  );
}

function CartLine({
  entry,
  blocked,
  busy,
  message,
  onQuantity,
}: {
  entry: CartEntry;
  blocked: boolean;
  busy: boolean;
  message: string | undefined;
  onQuantity: (quantity: number) => void;
}) {
  const { product, quantity, lineTotal } = entry;
  const { canDecrease, canIncrease } = stepperBounds(product, quantity);
  const discounted = discountPercent(product.strikeThroughPrice, product.price) !== null;
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <img src={product.imageUrl} alt="" width={72} height={72} className={styles.lineMedia} loading="lazy" decoding="async" />
      <div className={styles.lineBody}>
        <p className={styles.meta}>{PRODUCT_KIND_LABELS[product.kind]}</p>
        <h2 className={styles.lineName}>
          <Link href={product.url}>{product.name}</Link>
        </h2>
        <p className={styles.meta}>{fitsText(product.compatibleModels)}</p>
        <p className={styles.unitPrice}>
          <span className="visually-hidden">Harga satuan </span>
          <strong>{formatRupiah(product.price)}</strong>
          {discounted ? <StruckPrice price={product.strikeThroughPrice} className={styles.strike} /> : null}
        </p>
        {product.flashSale ? (
          <p className={styles.meta} data-flash-sale>
            {flashSaleNoteText(product.flashSale)}
          </p>
        ) : null}
        {product.purchasable ? null : <p className={styles.lineMessage}>Tidak dapat dibeli saat ini</p>}
      </div>
      <div className={styles.lineActions}>
        <div className={styles.stepper} role="group" aria-label={`Jumlah ${product.name}`}>
          <button type="button" aria-label={`Kurangi jumlah ${product.name}`} disabled={blocked || !canDecrease} onClick={() => onQuantity(quantity - 1)}>
            −
          </button>
          <span className={styles.quantity} data-quantity>
            {quantity}
          </span>
          <button type="button" aria-label={`Tambah jumlah ${product.name}`} disabled={blocked || !canIncrease} onClick={() => onQuantity(quantity + 1)}>
            +
          </button>
        </div>
        <button type="button" className={styles.remove} disabled={blocked} onClick={() => onQuantity(0)}>
          Hapus<span className="visually-hidden">{` ${product.name}`}</span>
        </button>
        <p className={styles.lineTotal}>
          <span className="visually-hidden">{`Jumlah harga ${product.name}: `}</span>
          {formatRupiah(lineTotal)}
        </p>
      </div>
      <p className={styles.lineMessage} role="alert">
        {message ?? ''}
      </p>
    </li>
  );
}
