'use client';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="section notice" role="alert">
      <h1>Terjadi kesalahan</h1>
      <p>Halaman ini belum dapat ditampilkan. Silakan coba beberapa saat lagi.</p>
      <button type="button" className="button" onClick={() => reset()}>
        Coba lagi
      </button>
    </section>
  );
}
