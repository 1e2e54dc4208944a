import type { Booking } from '@kemudi/domain/contracts/bookings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackingBookingResult } from '@/components/orders/tracking-booking-result';
import { BookingConfirmation } from './booking-confirmation';
import { BookingDetail } from './booking-detail';
import { BookingList } from './booking-list';

/*
 * The booking views (issue 13) as rendered on the server: the confirmation (number, slot, estimate,
 * calendar file, where to find it again), the T-CARE progress with the current stage marked, the
 * list and what /tracking-order shows of a booking.
 */

const booking = (fields: Partial<Booking> = {}): Booking => ({
  bookingNo: 'SV-261127-7KQ2MX',
  kind: 'service',
  kindLabel: 'Servis Bengkel',
  status: 'confirmed',
  statusLabel: 'Terkonfirmasi',
  nextStep: 'Datang ke bengkel sesuai jadwal.',
  title: 'Servis Berkala 10.000 km · Avanza (B 1234 XYZ)',
  summary: [{ label: 'Jenis servis', value: 'Servis Berkala 10.000 km' }],
  branch: { slug: 'kemudi-sunter', name: 'Kemudi Toyota Sunter', address: 'Jl. Sunter Raya 1', phone: '021-6500001', whatsapp: '6281290102001' },
  cityName: 'Jakarta Utara',
  slotStart: '2026-11-27T09:00:00+07:00',
  slotEnd: '2026-11-27T10:00:00+07:00',
  slotLabel: 'Jumat, 27 Nov 2026 pukul 09.00 WIB',
  estimate: 595_000,
  stage: null,
  stages: [
    { stage: 'diterima', label: 'Diterima', done: false, current: false },
    { stage: 'dikerjakan', label: 'Dikerjakan', done: false, current: false },
    { stage: 'pemeriksaan-akhir', label: 'Pemeriksaan Akhir', done: false, current: false },
    { stage: 'siap-diambil', label: 'Siap Diambil', done: false, current: false },
  ],
  answer: null,
  contact: { name: 'Rina Wati', phoneNumber: '081312345678', email: null },
  canCancel: true,
  canReschedule: true,
  slotQuery: { kind: 'service', branchSlug: 'kemudi-sunter' },
  events: [{ type: 'created', note: 'Booking dibuat', at: '2026-11-26T03:00:00.000Z' }],
  files: [],
  createdAt: '2026-11-26T03:00:00.000Z',
  url: '/myaccount/booking/SV-261127-7KQ2MX',
  ...fields,
});

describe('BookingConfirmation', () => {
  it('shows the number, the slot, the estimate and a calendar file; a guest is sent to tracking', () => {
    const html = renderToStaticMarkup(<BookingConfirmation booking={booking()} customer={false} />);
    expect(html).toContain('SV-261127-7KQ2MX');
    expect(html).toContain('Jumat, 27 Nov 2026 pukul 09.00 WIB');
    expect(html).toMatch(/Perkiraan biaya<\/dt><dd[^>]*>Rp\s?595\.000/);
    expect(html).toContain('download="SV-261127-7KQ2MX.ics"');
    expect(html).toContain('href="data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR');
    expect(html).toContain('href="/tracking-order?orderNo=SV-261127-7KQ2MX"');
    expect(html).not.toContain('/myaccount/booking/');
  });

  it('sends a customer to Booking Saya, and offers no calendar for a booking without a slot', () => {
    const html = renderToStaticMarkup(<BookingConfirmation booking={booking({ slotStart: null, slotEnd: null, slotLabel: null })} customer />);
    expect(html).toContain('href="/myaccount/booking/SV-261127-7KQ2MX"');
    expect(html).not.toContain('Tambah ke kalender');
  });
});

describe('T-CARE progress', () => {
  it('marks the reported stage as the current step and the earlier ones done', () => {
    const stages = booking().stages.map((s, i) => ({ ...s, done: i <= 1, current: i === 1 }));
    const html = renderToStaticMarkup(<BookingDetail booking={booking({ stage: 'dikerjakan', stages })} />);
    expect(html).toMatch(/<li[^>]*aria-current="step"[^>]*><span>Dikerjakan<\/span>/);
    expect(html).toContain('Diterima</span><span class="visually-hidden"> (selesai)</span>');
    expect(html).toContain('Siap Diambil</span><span class="visually-hidden"> (belum)</span>');
  });

  it('draws no progress for a booking without stages (a test drive)', () => {
    const html = renderToStaticMarkup(<BookingDetail booking={booking({ kind: 'test-drive', stages: [] })} />);
    expect(html).not.toContain('Progres T-CARE');
  });
});

describe('/tracking-order and Booking Saya', () => {
  it('shows a tracked booking with its number, status and the note until the workshop reports a stage', () => {
    const { files: _f, canCancel: _c, canReschedule: _r, ...rest } = booking();
    const html = renderToStaticMarkup(<TrackingBookingResult data={{ ...rest, contact: { name: 'Rina Wati', phoneNumber: '0813****5678' } }} />);
    expect(html).toContain('Booking SV-261127-7KQ2MX');
    expect(html).toContain('Terkonfirmasi');
    expect(html).toContain('Progres bengkel tampil di sini setelah mobil Anda diterima bengkel.');
    expect(html).toContain('0813****5678');
  });

  it('shows a booking waiting for the branch, then its confirmation and consultant on the timeline (issue 24)', () => {
    const pending = renderToStaticMarkup(
      <BookingDetail booking={booking({ status: 'pending', statusLabel: 'Menunggu Konfirmasi Cabang', nextStep: 'Jadwal Anda kami tahan; cabang akan mengonfirmasinya melalui WhatsApp.' })} />,
    );
    expect(pending).toMatch(/data-testid="booking-status"[^>]*>Menunggu Konfirmasi Cabang</);
    expect(pending).toContain('cabang akan mengonfirmasinya melalui WhatsApp');
    const events: Booking['events'] = [
      { type: 'created', note: 'Booking dibuat; jadwal ditahan sampai dikonfirmasi cabang', at: '2026-11-26T03:00:00.000Z' },
      { type: 'confirmed', note: 'Jadwal dikonfirmasi cabang', at: '2026-11-26T04:00:00.000Z' },
      { type: 'assigned', note: 'Sales consultant Anda: Maya Anggraini', at: '2026-11-26T05:00:00.000Z' },
    ];
    const confirmed = renderToStaticMarkup(<BookingDetail booking={booking({ events })} />);
    expect(confirmed).toContain('Dikonfirmasi cabang');
    expect(confirmed).toContain('Sales consultant Anda: Maya Anggraini');
  });

  it('lists bookings with their links, and says where to book when there is none', () => {
    const html = renderToStaticMarkup(
      <BookingList
        bookings={[{ bookingNo: 'SV-261127-7KQ2MX', kind: 'service', kindLabel: 'Servis Bengkel', status: 'confirmed', statusLabel: 'Terkonfirmasi', title: 'Servis Berkala', slotLabel: null, stage: 'siap-diambil', createdAt: '2026-11-26T03:00:00.000Z', url: '/myaccount/booking/SV-261127-7KQ2MX', branchName: 'Kemudi Toyota Sunter' }]}
      />,
    );
    expect(html).toContain('href="/myaccount/booking/SV-261127-7KQ2MX"');
    expect(html).toContain('Terkonfirmasi · Siap Diambil');
    expect(renderToStaticMarkup(<BookingList bookings={[]} />)).toContain('Belum ada booking.');
  });
});
