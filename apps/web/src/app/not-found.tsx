import Link from '@/components/page/link';

export default function NotFound() {
  return (
    <section className="section notice">
      <h1>Halaman tidak ditemukan</h1>
      <p>Alamat yang Anda buka tidak tersedia atau sudah dipindahkan.</p>
      <Link href="/" className="button">
        Kembali ke Beranda
      </Link>
    </section>
  );
}
