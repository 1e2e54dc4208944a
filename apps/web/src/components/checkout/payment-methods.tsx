import { PAYMENT_EXPIRY_MINUTES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@kemudi/domain/commerce';
import styles from '@/components/form/form.module.css';
import { StepLegend } from '@/components/form/step-legend';
import { FieldError } from '@/components/form/text-field';

/** How each method is paid, in a few words. */
export const PAYMENT_METHOD_HINTS: Readonly<Record<PaymentMethod, string>> = {
  qris: 'Pindai kode QR dengan aplikasi m-banking atau e-wallet apa pun (GoPay, OVO, DANA, ShopeePay, LinkAja).',
  va_bca: 'Transfer ke nomor virtual account dari BCA mobile, KlikBCA atau ATM BCA.',
  va_bni: 'Transfer ke nomor virtual account dari BNI Mobile Banking atau ATM BNI.',
  va_bri: 'Bayar nomor BRIVA dari BRImo atau ATM BRI.',
  va_mandiri: "Bayar dengan kode perusahaan dan kode bayar dari Livin' by Mandiri atau ATM Mandiri.",
  va_permata: 'Transfer ke nomor virtual account dari PermataMobile X atau ATM Permata.',
};

/** "Bayar dalam 15 menit" / "Bayar dalam 3 jam". */
export function expiryText(method: PaymentMethod): string {
  const minutes = PAYMENT_EXPIRY_MINUTES[method];
  return `Bayar dalam ${minutes % 60 === 0 ? `${minutes / 60} jam` : `${minutes} menit`}`;
}

/** Step Metode Pembayaran: QRIS and the virtual account of each major bank, each with its label. */
export function PaymentMethodFields({
  no,
  value,
  error,
  onChange,
}: {
  no: number;
  value: string;
  error?: string | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const errorId = error ? 'payment-error' : undefined;
  return (
    <fieldset className={styles.step} aria-describedby={errorId}>
      <StepLegend no={no} title="Metode Pembayaran" />
      <ul className={styles.choices}>
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <label className={styles.choice}>
              <input type="radio" name="paymentMethod" value={method} checked={value === method} onChange={() => onChange(method)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{PAYMENT_METHOD_LABELS[method]}</span>
                <span className={styles.choiceMeta}>{`${PAYMENT_METHOD_HINTS[method]} ${expiryText(method)}.`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id="payment-error" error={error} />
    </fieldset>
  );
}
