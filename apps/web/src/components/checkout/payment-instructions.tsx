import type { PaymentMethod } from '@kemudi/domain/commerce';
import type { OrderPaymentData } from '@kemudi/domain/contracts/orders';
import { formatRupiah } from '@kemudi/domain/format';
import styles from './checkout.module.css';
import form from '@/components/form/form.module.css';
import { CopyButton } from './copy-button';

type BankMethod = Exclude<PaymentMethod, 'qris'>;

/** Short per-bank steps: mobile banking and ATM. `{va}` is the number; Mandiri's `{biller}` and `{key}`. */
const BANK_STEPS: Readonly<Record<BankMethod, { app: string; appSteps: string[]; atmSteps: string[] }>> = {
  va_bca: {
    app: 'BCA mobile',
    appSteps: ['Buka BCA mobile, pilih m-BCA, lalu m-Transfer.', 'Pilih BCA Virtual Account dan masukkan nomor {va}.', 'Periksa nama dan jumlah tagihan, lalu masukkan PIN m-BCA.'],
    atmSteps: ['Pilih Transaksi Lainnya › Transfer › ke Rek BCA Virtual Account.', 'Masukkan nomor {va}, periksa tagihan, lalu pilih Ya.'],
  },
  va_bni: {
    app: 'BNI Mobile Banking',
    appSteps: ['Buka BNI Mobile Banking, pilih Transfer › Virtual Account Billing.', 'Masukkan nomor {va} dan periksa tagihan.', 'Masukkan password transaksi.'],
    atmSteps: ['Pilih Menu Lainnya › Transfer › Rekening Tabungan › ke Rekening BNI.', 'Masukkan nomor {va}, periksa tagihan, lalu konfirmasi.'],
  },
  va_bri: {
    app: 'BRImo',
    appSteps: ['Buka BRImo, pilih Pembayaran › BRIVA.', 'Masukkan nomor BRIVA {va} dan periksa tagihan.', 'Masukkan PIN.'],
    atmSteps: ['Pilih Transaksi Lain › Pembayaran › Lainnya › BRIVA.', 'Masukkan nomor {va}, periksa tagihan, lalu pilih Ya.'],
  },
  va_mandiri: {
    app: "Livin' by Mandiri",
    appSteps: [
      "Buka Livin' by Mandiri, pilih Bayar › E-Commerce (Multipayment).",
      'Cari penyedia jasa dengan kode perusahaan {biller}.',
      'Masukkan kode bayar {key}, periksa tagihan, lalu masukkan PIN.',
    ],
    atmSteps: ['Pilih Bayar/Beli › Lainnya › Multi Payment.', 'Masukkan kode perusahaan {biller}, lalu kode bayar {key}.', 'Periksa tagihan, lalu pilih Ya.'],
  },
  va_permata: {
    app: 'PermataMobile X',
    appSteps: ['Buka PermataMobile X, pilih Bayar Tagihan › Virtual Account.', 'Masukkan nomor {va} dan periksa tagihan.', 'Masukkan PIN.'],
    atmSteps: ['Pilih Transaksi Lainnya › Pembayaran › Pembayaran Lainnya › Virtual Account.', 'Masukkan nomor {va}, periksa tagihan, lalu pilih Benar.'],
  },
};

function fill(step: string, payment: OrderPaymentData): string {
  return step
    .replace('{va}', payment.vaNumber ?? '')
    .replace('{biller}', payment.billerCode ?? '')
    .replace('{key}', payment.billKey ?? '');
}

function NumberRow({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className={styles.numberLabel}>{label}</p>
      <div className={styles.number}>
        <span className={styles.numberValue}>{value}</span>
        <CopyButton value={value} label={label} />
      </div>
    </div>
  );
}

/**
 * How to pay: QRIS as a scannable QR code drawn on the server (the `qrcode` package; `qrSvg`), with
 * "Simpan kode QR" saving it as a PNG (`qrPng`, a data URL: a real download, no request) for a
 * visitor paying from the same phone, who uploads it in the banking app (issue 29); or
 * the virtual account number — Mandiri's biller code and bill key — with a copy button and the
 * bank's short steps.
 */
export function PaymentInstructions({
  payment,
  orderNo,
  total,
  qrSvg,
  qrPng = null,
}: {
  payment: OrderPaymentData;
  orderNo: string;
  total: number;
  qrSvg: string | null;
  qrPng?: string | null;
}) {
  if (payment.method === 'qris') {
    return (
      <section className={styles.card} aria-labelledby="pay-title">
        <h2 id="pay-title">Pindai QRIS</h2>
        {qrSvg ? (
          <div
            className={styles.qr}
            role="img"
            aria-label={`Kode QR QRIS untuk membayar ${formatRupiah(total)}, pesanan ${orderNo}`}
            data-testid="qris"
            // The qrcode package's own SVG markup (paths only), drawn on the server from the provider's payload.
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
        ) : (
          <p className={form.alert}>Kode QR belum tersedia. Ganti metode pembayaran atau coba lagi.</p>
        )}
        <ol className={styles.steps}>
          <li>Buka aplikasi m-banking atau e-wallet yang mendukung QRIS.</li>
          <li>Pilih Bayar / Scan QR, lalu pindai kode di atas.</li>
          <li>{`Pastikan nama penerima Kemudi Toyota dan jumlahnya ${formatRupiah(total)}, lalu bayar.`}</li>
        </ol>
        {qrPng ? (
          <>
            <p className={`${form.hint} ${form.small}`}>
              Membuka halaman ini di ponsel? Simpan kode QR, lalu di aplikasi m-banking atau e-wallet pilih Scan QR dan ambil gambarnya dari galeri.
            </p>
            <div className={form.actions}>
              <a href={qrPng} download={`QRIS-${orderNo}.png`} className={form.secondary}>
                Simpan kode QR
              </a>
            </div>
          </>
        ) : null}
      </section>
    );
  }

  const bank = BANK_STEPS[payment.method];
  return (
    <section className={styles.card} aria-labelledby="pay-title">
      <h2 id="pay-title">{`Bayar ke ${payment.methodLabel}`}</h2>
      {payment.method === 'va_mandiri' ? (
        <>
          {payment.billerCode ? <NumberRow label="Kode perusahaan" value={payment.billerCode} /> : null}
          {payment.billKey ? <NumberRow label="Kode bayar" value={payment.billKey} /> : null}
        </>
      ) : payment.vaNumber ? (
        <NumberRow label="Nomor virtual account" value={payment.vaNumber} />
      ) : null}
      <p className={form.small}>{`Jumlah tagihan: ${formatRupiah(total)}.`}</p>
      <details className={styles.more} open>
        <summary>{`Lewat ${bank.app}`}</summary>
        <ol className={styles.steps}>
          {bank.appSteps.map((step) => (
            <li key={step}>{fill(step, payment)}</li>
          ))}
        </ol>
      </details>
      <details className={styles.more}>
        <summary>Lewat ATM</summary>
        <ol className={styles.steps}>
          {bank.atmSteps.map((step) => (
            <li key={step}>{fill(step, payment)}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
