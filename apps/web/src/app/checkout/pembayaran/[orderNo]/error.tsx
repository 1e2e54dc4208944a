'use client';

/** The payment page could not be shown (the API did not answer); the order itself is unchanged. */
export default function PaymentError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="section notice" role="alert">
      <h1>Halaman pembayaran belum dapat ditampilkan</h1>
      <p>Pesanan Anda tetap tersimpan. Silakan coba lagi; batas waktu pembayaran tetap berlaku.</p>
      <button type="button" className="button" onClick={() => reset()}>
        Coba lagi
      </button>
    </section>
  );
}
