import { BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BodyPaintForm } from './body-paint-form';
import { type BodyPaintValues, bodyPaintDetails, type CarValues, orderedErrors, BODY_PAINT_FIELDS, validateBodyPaint, validateCar } from './body-paint-logic';
import { CubainForm } from './cubain-form';
import {
  addDays,
  cubainDetails,
  type CubainValues,
  pickUpHours,
  pickUpWindow,
  readRental,
  rentalDays,
  rentalEstimate,
  type RentalView,
  validateCubain,
  validateDates,
} from './cubain-logic';
import { HomeServiceForm } from './home-service-form';
import { type CoverageView, homeServiceDetails, type HomeServiceValues, NOT_COVERED_YET, readCoverage, validateHomeService } from './home-service-logic';
import { SparePartRequestForm } from './spare-part-form';
import { modelsFor, sparePartDetails, validateSparePart } from './spare-part-logic';
import type { BookingBranchData } from '@/lib/booking-views';

/*
 * The kind-specific steps of the home-service, body & paint, Cubain and spare-part forms (issue
 * 13): what each refuses before the API is asked (in the contract's Indonesian words), the details
 * each sends, and the forms as the server renders them.
 */

const NOW = new Date('2026-11-26T10:00:00Z'); // Kamis 26 Nov 2026, 17.00 WIB
const TYPED: CarValues = { myCarId: '', model: 'avanza', year: '2021', plate: 'b  1234 xyz' };

describe('the car (body & paint, home service)', () => {
  it('takes one of My Cars without asking more, and a typed car with a plate as written on it', () => {
    expect(validateCar({ myCarId: 'c-1', model: '', year: '', plate: '' }, NOW)).toEqual({});
    expect(validateCar(TYPED, NOW)).toEqual({});
  });

  it('refuses a missing model, a year out of range and a plate that is not one', () => {
    expect(validateCar({ myCarId: '', model: '', year: '1975', plate: '1234 B' }, NOW)).toEqual({
      model: 'Pilih model mobil',
      year: 'Tahun mobil tidak valid',
      plate: 'Nomor polisi seperti B 1234 XYZ',
    });
    expect(validateCar({ ...TYPED, year: '2028' }, NOW).year).toBe('Tahun mobil tidak valid');
    expect(validateCar({ ...TYPED, year: '' }, NOW).year).toBe('Isi tahun mobil');
  });
});

describe('body & paint', () => {
  const values = (change: Partial<BodyPaintValues> = {}): BodyPaintValues => ({
    car: TYPED,
    payment: 'private',
    insurer: '',
    policyNo: '',
    damage: 'Bumper depan kiri penyok dan baret',
    photoIds: ['p-1'],
    photosPending: 0,
    ...change,
  });

  it('sends the car as the contract stores it, without insurer fields for private payment', () => {
    expect(bodyPaintDetails(values({ insurer: 'Garda Oto' }), NOW)).toEqual({
      kind: 'body-paint',
      car: { model: 'avanza', year: 2021, plate: 'B 1234 XYZ' },
      payment: 'private',
      damage: 'Bumper depan kiri penyok dan baret',
      photoIds: ['p-1'],
    });
  });

  it('asks an insurance claim for the insurer, the policy number being optional', () => {
    expect(validateBodyPaint(values({ payment: 'insurance' }), NOW)).toEqual({ insurer: 'Isi nama asuransi' });
    expect(bodyPaintDetails(values({ payment: 'insurance', insurer: ' Garda Oto ', policyNo: '' }), NOW)).toMatchObject({ insurer: 'Garda Oto' });
    expect(bodyPaintDetails(values({ payment: 'insurance', insurer: 'Garda Oto', policyNo: 'POL-1' }), NOW)).toMatchObject({ policyNo: 'POL-1' });
  });

  it('needs a photo, waits for the ones still uploading, and sends nothing until then', () => {
    expect(validateBodyPaint(values({ photoIds: [] }), NOW)).toEqual({ photos: BOOKING_MESSAGES.PHOTOS_REQUIRED });
    expect(validateBodyPaint(values({ photosPending: 1 }), NOW)).toEqual({ photos: 'Tunggu hingga semua foto selesai terunggah.' });
    expect(bodyPaintDetails(values({ photosPending: 1 }), NOW)).toBeNull();
  });

  it('names the first wrong field in page order for the message above the button and the focus', () => {
    const errors = validateBodyPaint(values({ payment: '', damage: 'penyok', photoIds: [] }), NOW);
    expect(orderedErrors(errors, BODY_PAINT_FIELDS)).toEqual({
      messages: ['Pilih cara pembayaran', 'Ceritakan kerusakan mobil (minimal 10 karakter)', BOOKING_MESSAGES.PHOTOS_REQUIRED],
      focus: 'input[name="bp-payment"]',
    });
  });
});

describe('home service', () => {
  const covered: CoverageView = { cityCode: '3273', cityName: 'Kota Bandung', covered: true, branches: [{ slug: 'pasteur', name: 'Kemudi Pasteur' }], message: '' };
  const values = (change: Partial<HomeServiceValues> = {}): HomeServiceValues => ({
    car: TYPED,
    serviceId: '12',
    address: 'Jl. Pasteur No. 10, Sukajadi',
    cityCode: '3273',
    notes: '',
    ...change,
  });

  it('reads the coverage answer, and refuses a city no team comes to in its words', () => {
    const answer = readCoverage({ data: { cityCode: '9471', cityName: 'Kota Jayapura', covered: false, branches: [], message: BOOKING_MESSAGES.NOT_COVERED } });
    expect(answer).toMatchObject({ covered: false, cityName: 'Kota Jayapura' });
    expect(validateHomeService(values({ cityCode: '9471' }), answer, NOW).cityCode).toBe('Maaf, Toyota Home Service belum menjangkau kota ini.');
    expect(readCoverage({ data: { cityCode: 1 } })).toBeNull();
  });

  it('waits for the coverage of the city chosen now (not of the one before)', () => {
    expect(validateHomeService(values({ cityCode: '3171' }), covered, NOW).cityCode).toBe(NOT_COVERED_YET);
    expect(homeServiceDetails(values(), null, NOW)).toBeNull();
  });

  it('sends the item, the address, the city and the car', () => {
    expect(homeServiceDetails(values({ notes: '  ' }), covered, NOW)).toEqual({
      kind: 'home-service',
      car: { model: 'avanza', year: 2021, plate: 'B 1234 XYZ' },
      serviceId: 12,
      address: 'Jl. Pasteur No. 10, Sukajadi',
      cityCode: '3273',
    });
    expect(validateHomeService(values({ address: 'Jl. A', serviceId: '' }), covered, NOW)).toEqual({
      address: 'Tulis alamat lengkap (minimal 10 karakter)',
      serviceId: 'Pilih layanan',
    });
  });
});

describe('Cubain', () => {
  const rental: RentalView = {
    from: '2026-11-28',
    to: '2026-11-30',
    days: 2,
    classes: [
      { carClass: 'mpv', name: 'MPV Keluarga', models: ['Avanza', 'Veloz'], seats: 7, pricePerDay: 450_000, driverPerDay: 250_000, units: 2, available: 1 },
      { carClass: 'premium', name: 'Premium', models: ['Alphard'], seats: 7, pricePerDay: 1_500_000, driverPerDay: 350_000, units: 1, available: 0 },
    ],
  };
  const values = (change: Partial<CubainValues> = {}): CubainValues => ({
    from: '2026-11-28',
    to: '2026-11-30',
    carClass: 'mpv',
    withDriver: false,
    slotStart: '2026-11-28T09:00:00+07:00',
    ktpFileId: 'k',
    simFileId: 's',
    selfieFileId: 'f',
    pending: 0,
    ...change,
  });

  it('offers a pick-up from tomorrow to 14 days ahead on the WIB calendar', () => {
    expect(pickUpWindow(NOW)).toEqual({ min: '2026-11-27', max: '2026-12-10' });
    // 17.30 UTC is already 00.30 WIB on the 27th: tomorrow is the 28th.
    expect(pickUpWindow(new Date('2026-11-26T17:30:00Z')).min).toBe('2026-11-28');
  });

  it('refuses a past pick-up, one too far, a return before it and a rental over 14 days', () => {
    expect(validateDates('2026-11-26', '2026-11-28', NOW).from).toBe(BOOKING_MESSAGES.DATE_IN_PAST);
    expect(validateDates('2026-12-11', '2026-12-12', NOW).from).toBe(BOOKING_MESSAGES.DATE_TOO_FAR);
    expect(validateDates('2026-11-28', '2026-11-28', NOW).to).toBe(BOOKING_MESSAGES.RENTAL_DATES);
    expect(validateDates('2026-11-28', addDays('2026-11-28', 15), NOW).to).toBe(BOOKING_MESSAGES.RENTAL_DATES);
    expect(validateDates('2026-11-28', addDays('2026-11-28', 14), NOW)).toEqual({});
    expect(rentalDays('2026-11-30', '2026-12-02')).toBe(2);
  });

  it('reads the classes with their free cars, and refuses one with none for those dates', () => {
    expect(readRental({ data: { branchSlug: 'x', from: rental.from, to: rental.to, days: 2, classes: rental.classes } })).toEqual(rental);
    expect(readRental({ data: { from: 'a', to: 'b', classes: [{ carClass: 'mpv' }] } })).toBeNull();
    expect(validateCubain(values({ carClass: 'premium' }), rental, NOW).carClass).toBe(BOOKING_MESSAGES.RENTAL_UNAVAILABLE);
    expect(validateCubain(values(), rental, NOW)).toEqual({});
  });

  it('estimates days × (day rate + the driver when asked), as the API prices it', () => {
    const mpv = rental.classes[0]!;
    expect(rentalEstimate(mpv, 2, false)).toBe(900_000);
    expect(rentalEstimate(mpv, 2, true)).toBe(1_400_000);
  });

  it('asks for KTP, SIM A and a selfie, but no SIM A when a driver comes with the car', () => {
    expect(validateCubain(values({ ktpFileId: '', simFileId: '', selfieFileId: '' }), rental, NOW)).toEqual({
      ktp: 'Unggah foto KTP',
      sim: 'Unggah foto SIM A',
      selfie: 'Unggah swafoto Anda',
    });
    expect(validateCubain(values({ withDriver: true, simFileId: '' }), rental, NOW)).toEqual({});
    expect(cubainDetails(values({ withDriver: true }))).toEqual({ kind: 'cubain', carClass: 'mpv', withDriver: true, returnDate: '2026-11-30', ktpFileId: 'k', selfieFileId: 'f' });
    expect(validateCubain(values({ pending: 1 }), rental, NOW).ktp).toBe('Tunggu hingga semua dokumen selesai terunggah.');
  });

  it("offers the pick-up day's free hours, and says why there are none", () => {
    const days = [
      { date: '2026-11-28', open: true, slots: [{ start: '2026-11-28T08:00:00+07:00', time: '08.00', available: false, left: 0 }, { start: '2026-11-28T09:00:00+07:00', time: '09.00', available: true, left: 1 }] },
      { date: '2026-11-29', open: false, slots: [] },
    ];
    expect(pickUpHours(days, '2026-11-28')).toEqual({ slots: [days[0]!.slots[1]] });
    expect(pickUpHours(days, '2026-11-29')).toEqual({ message: 'Dealer tutup pada tanggal pengambilan. Pilih tanggal lain atau dealer lain.' });
  });
});

describe('spare-part request', () => {
  const part = { code: '90915-YZZN1', name: 'Filter Oli', price: 65_000, models: [{ code: 'avanza', name: 'Avanza' }] };

  it('sends a catalogue part by its number, or one described in words', () => {
    expect(sparePartDetails({ modelCode: 'avanza', partCode: part.code, partDescription: '', quantity: '2' })).toEqual({
      kind: 'spare-part',
      modelCode: 'avanza',
      partCode: '90915-YZZN1',
      quantity: 2,
    });
    expect(sparePartDetails({ modelCode: 'avanza', partCode: '', partDescription: ' Lampu kabut kanan ', quantity: '1' })).toMatchObject({ partDescription: 'Lampu kabut kanan' });
  });

  it('refuses no model, no part, and a quantity outside 1–20', () => {
    expect(validateSparePart({ modelCode: '', partCode: '', partDescription: '', quantity: '0' })).toEqual({
      modelCode: 'Pilih model',
      partDescription: 'Tuliskan suku cadang yang Anda cari (minimal 3 karakter)',
      quantity: 'Jumlah minimal 1',
    });
    expect(validateSparePart({ modelCode: 'avanza', partCode: part.code, partDescription: '', quantity: '21' })).toEqual({ quantity: 'Jumlah paling banyak 20' });
  });

  it("offers only the models the part fits", () => {
    expect(modelsFor(part, [{ code: 'avanza', name: 'Avanza' }, { code: 'yaris', name: 'Yaris' }])).toEqual(part.models);
    expect(modelsFor(null, [{ code: 'yaris', name: 'Yaris' }])).toEqual([{ code: 'yaris', name: 'Yaris' }]);
  });
});

describe('the forms as the server renders them', () => {
  const branch: BookingBranchData = {
    cityGroups: [{ provinceName: 'Jawa Barat', cities: [{ isocode: '3273', name: 'Kota Bandung' }] }],
    initialCity: { isocode: '3273', name: 'Kota Bandung' },
    initialBranches: [{ slug: 'pasteur', name: 'Kemudi Toyota Pasteur', address: 'Jl. Pasteur 10', phone: '022-123', cityName: 'Kota Bandung', distanceKm: 1.2, units: null }],
  };

  it('body & paint: the damage photos take up to six photos, the car offers My Cars first', () => {
    const html = renderToStaticMarkup(
      <BodyPaintForm branch={branch} customer={null} myCars={[{ id: 'c-1', label: 'Avanza 2021 (B 1234 XYZ)' }]} models={[]} sourcePage="/body-paint-service" />,
    );
    expect(html).toContain('Foto kerusakan');
    expect(html).toMatch(/<input[^>]*id="bp-photos"[^>]*multiple/);
    expect(html).toContain('Avanza 2021 (B 1234 XYZ)');
    expect(html).toContain('Klaim asuransi');
    expect(html).toContain('Booking Body &amp; Paint');
  });

  it('Cubain: dates first, classes once dates and branch are chosen, the selfie by the front camera', () => {
    const html = renderToStaticMarkup(<CubainForm branch={branch} customer={null} sourcePage="/cubain" />);
    expect(html).toContain('Tanggal pengambilan');
    expect(html).toContain('Pilih tanggal sewa dan lokasi pengambilan untuk melihat mobil yang tersedia.');
    expect(html).toMatch(/<input[^>]*id="cb-selfie"[^>]*capture="user"/);
    expect(html).toContain('Foto SIM A');
  });

  it('home service: the city, address and the price list items', () => {
    const html = renderToStaticMarkup(
      <HomeServiceForm
        cityGroups={branch.cityGroups}
        initialCity={branch.initialCity}
        services={[{ id: 12, name: 'Ganti Oli di Rumah', priceFrom: 450_000, durationMinutes: 60 }]}
        customer={null}
        myCars={[]}
        models={[{ code: 'avanza', name: 'Avanza' }]}
        sourcePage="/ths-home-service"
      />,
    );
    expect(html).toContain('Memeriksa jangkauan Home Service…');
    expect(html).toContain('Ganti Oli di Rumah · mulai Rp');
    expect(html).toContain('Toyota Avanza');
    // No dealer step: the slots wait for a covered city.
    expect(html).toContain('Pilih kota yang dijangkau Toyota Home Service untuk melihat jadwal tim kami.');
    expect(html).not.toContain('name="branchSlug"');
  });

  it('spare part: the part asked for, and a way to ask for another', () => {
    const html = renderToStaticMarkup(
      <SparePartRequestForm part={{ code: '90915-YZZN1', name: 'Filter Oli', price: 65_000, models: [{ code: 'avanza', name: 'Avanza' }] }} models={[]} branch={branch} customer={null} sourcePage="/services-toyota/suku-cadang" />,
    );
    expect(html).toContain('Filter Oli');
    expect(html).toContain('No. part 90915-YZZN1');
    expect(html).toContain('Minta suku cadang lain');
    expect(html).toContain('Kirim Permintaan');
  });
});
