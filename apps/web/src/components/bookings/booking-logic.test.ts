import { BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import { describe, expect, it } from 'vitest';
import {
  bookingIcs,
  bookingRequest,
  clockTime,
  dayState,
  freeSlots,
  initialDay,
  isOffered,
  needsCode,
  readAvailability,
  readBranches,
  readSlotTaken,
  slotLabel,
  validateBooking,
  type BookingDayView,
  type ContactValues,
} from './booking-logic';
import { readBookingAnswer, startsNewAttempt } from './booking-request';

/*
 * The booking forms' pure logic (issue 13): how the pickers read the API's answers, which slots are
 * offered, the contact's rules and the guest's code, the 409 SlotTaken with its nearest slot, the
 * request body and the calendar file.
 */

const day = (date: string, open: boolean, slots: [string, boolean, number][]): BookingDayView => ({
  date,
  open,
  slots: slots.map(([time, available, left]) => ({ start: `${date}T${time.replace('.', ':')}:00+07:00`, time, available, left })),
});

const DAYS: BookingDayView[] = [
  day('2026-11-29', false, []),
  day('2026-11-30', true, [
    ['08.00', false, 0],
    ['09.00', false, 0],
  ]),
  day('2026-12-01', true, [
    ['08.00', false, 0],
    ['09.00', true, 1],
    ['10.00', true, 2],
  ]),
];

describe('availability', () => {
  it('reads an answer of the availability call and refuses anything else', () => {
    const view = readAvailability({ status: 200, data: { kind: 'test-drive', branchSlug: 'x', timeZone: 'Asia/Makassar', zoneLabel: 'WITA', days: DAYS } });
    expect(view?.zoneLabel).toBe('WITA');
    expect(view?.days).toHaveLength(3);
    expect(readAvailability({ data: { days: [{ date: '2026-12-01', open: true, slots: [{ start: 1 }] }] } })).toBeNull();
    expect(readAvailability({ errors: [{ message: 'x' }] })).toBeNull();
  });

  it('offers only free slots: a taken slot is not shown, a closed day is Tutup and one without a free hour Penuh', () => {
    expect(freeSlots(DAYS[2]).map((s) => s.time)).toEqual(['09.00', '10.00']);
    expect(DAYS.map(dayState)).toEqual(['Tutup', 'Penuh', 'Tersedia']);
    expect(freeSlots(DAYS[0])).toEqual([]);
  });

  it('opens on the chosen slot day, else the first day with a free slot', () => {
    expect(initialDay(DAYS, '')).toBe('2026-12-01');
    expect(initialDay(DAYS, '2026-11-30T08:00:00+07:00')).toBe('2026-11-30');
    expect(isOffered(DAYS, '2026-12-01T10:00:00+07:00')).toBe(true);
    expect(isOffered(DAYS, '2026-12-01T08:00:00+07:00')).toBe(false);
  });

  it("says a slot on the branch's own clock", () => {
    expect(clockTime('2026-11-27T09:00:00+07:00')).toBe('09.00');
    expect(slotLabel('2026-11-27T09:00:00+07:00')).toBe('Jumat, 27 November 2026 pukul 09.00 WIB');
    // 01:00 UTC is 09.00 in Makassar (WITA), on the same day.
    expect(slotLabel('2026-11-27T09:00:00+08:00')).toBe('Jumat, 27 November 2026 pukul 09.00 WITA');
  });
});

describe('branches', () => {
  it('reads the branches nearest first as the API answered them, with distance and test-drive units', () => {
    const list = readBranches({
      data: [
        { slug: 'kemudi-sunter', name: 'Kemudi Toyota Sunter', address: 'Jl. Sunter', phone: '021', cityName: 'Jakarta Utara', distanceKm: 2.4, units: 2 },
        { slug: 'kemudi-cibubur', name: 'Kemudi Toyota Cibubur', address: 'Jl. Cibubur', phone: '021', cityName: 'Jakarta Timur', distanceKm: 18.1, units: null },
      ],
    });
    expect(list?.map((b) => [b.slug, b.distanceKm, b.units])).toEqual([
      ['kemudi-sunter', 2.4, 2],
      ['kemudi-cibubur', 18.1, null],
    ]);
    expect(readBranches({ data: [{ name: 'no slug' }] })).toBeNull();
  });
});

const CONTACT: ContactValues = { name: 'Rina Wati', phoneNumber: '0813 1234 5678', email: '', otp: '' };

describe('the contact step', () => {
  it('asks every guest for a code, a customer only for a number that is not their own verified one', () => {
    const customer = { name: 'Rina Wati', phoneNumber: '081312345678', email: 'rina@contoh.com', phoneVerified: true };
    expect(needsCode(null, '081312345678')).toBe(true);
    expect(needsCode(customer, '+62 813-1234-5678')).toBe(false);
    expect(needsCode(customer, '081399990000')).toBe(true);
    expect(needsCode({ ...customer, phoneVerified: false }, '081312345678')).toBe(true);
  });

  it('names every missing piece, in Indonesian', () => {
    const errors = validateBooking(
      { branchSlug: '', slotStart: '', contact: { ...CONTACT, phoneNumber: '0213456', email: 'x@' }, consent: false },
      { needsBranch: true, needsSlot: true, codeNeeded: true },
    );
    expect(errors).toMatchObject({
      branchSlug: 'Pilih dealer',
      slotStart: 'Pilih tanggal dan jam',
      otp: BOOKING_MESSAGES.OTP_REQUIRED,
      consent: BOOKING_MESSAGES.CONSENT_REQUIRED,
    });
    expect(errors.phoneNumber).toBeTruthy();
    expect(errors.email).toBeTruthy();
    expect(errors.name).toBeUndefined();
  });

  it('passes a complete guest booking', () => {
    const errors = validateBooking(
      { branchSlug: 'kemudi-sunter', slotStart: '2026-12-01T09:00:00+07:00', contact: { ...CONTACT, otp: '123456' }, consent: true },
      { needsBranch: true, needsSlot: true, codeNeeded: true },
    );
    expect(errors).toEqual({});
  });
});

describe('the request', () => {
  it('sends the trimmed contact, the code only when needed and no empty optional field', () => {
    const details = { kind: 'test-drive' as const, modelCode: 'veloz', variantCode: 'veloz-q-cvt' };
    const guest = bookingRequest({ details, branchSlug: 'kemudi-sunter', slotStart: '2026-12-01T09:00:00+07:00', contact: { ...CONTACT, name: ' Rina Wati ', otp: '123456' }, codeNeeded: true, sourcePage: '/testdrive/new-car/veloz' });
    expect(guest).toEqual({
      details,
      branchSlug: 'kemudi-sunter',
      slotStart: '2026-12-01T09:00:00+07:00',
      contact: { name: 'Rina Wati', phoneNumber: '0813 1234 5678' },
      otp: '123456',
      consent: true,
      sourcePage: '/testdrive/new-car/veloz',
    });
    const customer = bookingRequest({ details, branchSlug: 'kemudi-sunter', slotStart: '', contact: { ...CONTACT, email: 'rina@contoh.com', otp: '999999' }, codeNeeded: false });
    expect(customer).not.toHaveProperty('otp');
    expect(customer).not.toHaveProperty('slotStart');
    expect(customer.contact.email).toBe('rina@contoh.com');
  });
});

describe('answers of a booking write', () => {
  const taken = (extra: Record<string, unknown>) => ({
    errors: [{ type: 'SlotTaken', message: 'Jadwal 09.00 baru saja diambil pengunjung lain. Jadwal terdekat yang masih tersedia: 10.00.' }],
    ...extra,
  });

  it('reads a 409 SlotTaken with its nearest free slot, as an ISO start or an object', () => {
    expect(readSlotTaken(409, taken({ nearest: { start: '2026-12-01T10:00:00+07:00', slotLabel: 'Selasa, 1 Des 2026 pukul 10.00 WIB' } }))).toEqual({
      message: 'Jadwal 09.00 baru saja diambil pengunjung lain. Jadwal terdekat yang masih tersedia: 10.00.',
      nearest: { start: '2026-12-01T10:00:00+07:00', label: 'Selasa, 1 Des 2026 pukul 10.00 WIB' },
    });
    expect(readSlotTaken(409, taken({ nearest: '2026-12-01T10:00:00+07:00' }))?.nearest).toEqual({
      start: '2026-12-01T10:00:00+07:00',
      label: 'Selasa, 1 Desember 2026 pukul 10.00 WIB',
    });
    expect(readSlotTaken(409, taken({ nearest: null }))?.nearest).toBeNull();
    expect(readSlotTaken(409, { errors: [{ type: 'Conflict', message: 'Nomor sudah terdaftar' }] })).toBeNull();
    expect(readSlotTaken(400, taken({}))).toBeNull();
  });

  it('turns answers into what the form does: booked, offer the nearest slot, fields, a message, log in', () => {
    const booking = { bookingNo: 'TD-261127-7KQ2MX', kind: 'test-drive', title: 'Test Drive Toyota Veloz', statusLabel: 'Terkonfirmasi', summary: [], stages: [], events: [] };
    expect(readBookingAnswer(201, { status: 201, data: booking })).toMatchObject({ kind: 'ok', booking: { bookingNo: 'TD-261127-7KQ2MX' } });
    expect(readBookingAnswer(409, taken({ nearest: '2026-12-01T10:00:00+07:00' })).kind).toBe('slot-taken');
    expect(readBookingAnswer(400, { errors: [{ type: 'ValidationError', message: 'Kode salah', field: 'otp' }] })).toEqual({ kind: 'invalid', fields: { otp: 'Kode salah' }, message: 'Periksa kembali isian yang ditandai.' });
    expect(readBookingAnswer(429, { errors: [{ message: 'Terlalu banyak percobaan.' }], retryAfter: 60 })).toEqual({ kind: 'failed', message: 'Terlalu banyak percobaan.', retryAfter: 60, status: 429 });
    expect(readBookingAnswer(401, { errors: [{ type: 'InvalidTokenError', message: 'x' }] })).toEqual({ kind: 'login' });
  });

  it('keeps the key for a retry of the same attempt and starts a new one after a refusal', () => {
    expect(startsNewAttempt({ kind: 'offline' })).toBe(false);
    expect(startsNewAttempt({ kind: 'failed', message: 'Server sibuk', retryAfter: 30, status: 429 })).toBe(false);
    expect(startsNewAttempt({ kind: 'failed', message: 'Server tidak menjawab', retryAfter: null, status: 504 })).toBe(false);
    expect(startsNewAttempt({ kind: 'failed', message: 'Booking aktif sudah 5', retryAfter: null, status: 409 })).toBe(true);
    expect(startsNewAttempt({ kind: 'slot-taken', message: 'x', nearest: null })).toBe(true);
    expect(startsNewAttempt({ kind: 'invalid', fields: {}, message: 'x' })).toBe(true);
  });
});

describe('Tambah ke kalender', () => {
  it('writes the slot as an iCalendar event with the number, branch and next step', () => {
    const ics = bookingIcs(
      {
        bookingNo: 'SV-261127-7KQ2MX',
        title: 'Servis Berkala 10.000 km, Avanza',
        slotStart: '2026-11-27T09:00:00+07:00',
        slotEnd: '2026-11-27T10:00:00+07:00',
        branch: { slug: 'x', name: 'Kemudi Toyota Sunter', address: 'Jl. Sunter Raya 1, Jakarta', phone: '021', whatsapp: '62' },
        nextStep: 'Datang 15 menit sebelum jadwal.',
      },
      new Date('2026-11-26T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261127T020000Z');
    expect(ics).toContain('DTEND:20261127T030000Z');
    expect(ics).toContain('SUMMARY:Servis Berkala 10.000 km\\, Avanza (SV-261127-7KQ2MX)');
    expect(ics).toContain('LOCATION:Kemudi Toyota Sunter\\, Jl. Sunter Raya 1\\, Jakarta');
    expect(bookingIcs({ bookingNo: 'SP-261127-7KQ2MX', title: 'x', slotStart: null, slotEnd: null, branch: null, nextStep: '' })).toBeNull();
  });
});
