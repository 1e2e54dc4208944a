'use client';

/** The booking page could not be shown (the API did not answer): nothing was booked. */
export default function BookingError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="section notice" role="alert">
      <h1>Halaman booking belum dapat ditampilkan</h1>
      <p>Belum ada booking yang dibuat. Silakan coba beberapa saat lagi.</p>
      <button type="button" className="button" onClick={() => reset()}>
        Coba lagi
      </button>
    </section>
  );
}
