import { sectionsFor } from '@kemudi/domain/staff-roles';
import { Link } from '@tanstack/react-router';
import { FlashNotice } from '../kit/flash-notice';
import { Notice } from '../kit/form';
import { branchLabel, roleLabel, useMe } from '../session';
import { SectionCounts } from './summary';

const ABOUT: Record<string, string> = {
  dashboard: 'Angka periode pilihan: leads, booking, pesanan dan pendapatan, konversi test drive, stok hampir habis.',
  bookings: 'Booking servis, home service, body & paint, inspeksi dan test drive.',
  orders: 'Pesanan suku cadang dan aksesori, termasuk pengembalian dana.',
  leads: 'Leads penjualan dan permintaan test drive.',
  tickets: 'Pesan dari formulir Hubungi Kami.',
  promos: 'Promo dan banner beranda (hero): jadwal tayang, target kota atau cabang, pratinjau.',
  content: 'Konten situs (berita, FAQ, halaman).',
  staff: 'Akun staf, peran dan cabang.',
  audit: 'Catatan setiap tindakan staf.',
};

export function HomePage() {
  const me = useMe();
  return (
    <section>
      <h1>Selamat datang, {me.name}</h1>
      <p className="muted">
        {roleLabel(me)} · {branchLabel(me)}
      </p>
      <FlashNotice />
      <ul className="cards">
        {sectionsFor(me.role).map((section) => (
          <li key={section.key} className="card">
            <h2>
              <Link to={section.path}>{section.label}</Link>
            </h2>
            <p>{ABOUT[section.key]}</p>
            <SectionCounts section={section.key} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A queue the lead fills next (Booking, Pesanan, Leads, Tiket, Konten). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <Notice tone="info">Antrean {title.toLowerCase()} sedang disiapkan dan akan segera tersedia di konsol.</Notice>
    </section>
  );
}

export function NoAccessPage() {
  return (
    <section>
      <h1>Tidak ada akses</h1>
      <Notice tone="error">Peran Anda tidak memiliki akses ke halaman ini.</Notice>
      <Link to="/">Kembali ke beranda</Link>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <main className="auth">
      <div className="auth-card">
        <h1>Halaman tidak ditemukan</h1>
        <p>Alamat ini tidak ada di Konsol Kemudi.</p>
        <Link to="/">Kembali ke beranda</Link>
      </div>
    </main>
  );
}
