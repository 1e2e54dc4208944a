'use client';

/** The checkout could not be shown (the API did not answer): nothing was ordered. */
export default function CheckoutError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="section notice" role="alert">
      <h1>Checkout belum dapat ditampilkan</h1>
      <p>Belum ada pesanan yang dibuat. Silakan coba beberapa saat lagi.</p>
      <button type="button" className="button" onClick={() => reset()}>
        Coba lagi
      </button>
    </section>
  );
}
