import { describe, expect, it } from 'vitest';
import { estimateBefore, kilometreOf, periodicPrices, repairFrom, serviceDetails, type ServiceValues, validateService } from './service-booking-logic';

/* The workshop service booking's own rules (issue 13): prices before booking, the car and service steps, the details sent. */

const PRICES = [
  { name: 'Servis Berkala 10.000 km', category: 'berkala', priceFrom: 595_000 },
  { name: 'Servis Berkala 20.000 km', category: 'berkala', priceFrom: 845_000 },
  { name: 'Ganti Oli Cepat', category: 'berkala', priceFrom: 545_000 },
  { name: 'Diagnosis Mesin dengan Alat Resmi', category: 'perbaikan', priceFrom: 250_000 },
  { name: 'Turun Mesin (Overhaul)', category: 'perbaikan', priceFrom: 9_500_000 },
];

const values = (patch: Partial<ServiceValues> = {}): ServiceValues => ({
  car: { choice: 'car-1', model: '', year: '', plate: '' },
  type: 'periodic',
  kilometre: '10000',
  productCode: '',
  complaint: '',
  ...patch,
});

describe('prices before booking', () => {
  it('reads the Servis Berkala prices by kilometre and a repair from its cheapest item', () => {
    expect(kilometreOf('Servis Berkala 40.000 km')).toBe(40_000);
    expect(kilometreOf('Ganti Oli Cepat')).toBeNull();
    expect([...periodicPrices(PRICES)]).toEqual([
      [10_000, 595_000],
      [20_000, 845_000],
    ]);
    expect(repairFrom(PRICES)).toBe(250_000);
  });

  it('shows "mulai" prices, nothing to pay for an owned coupon, and no number the price list does not have', () => {
    const prices = periodicPrices(PRICES);
    expect(estimateBefore('periodic', 20_000, prices, 250_000)).toEqual({ amount: 845_000, from: true });
    expect(estimateBefore('periodic', 30_000, prices, 250_000)).toBeNull();
    expect(estimateBefore('repair', null, prices, 250_000)).toEqual({ amount: 250_000, from: true });
    expect(estimateBefore('coupon', null, prices, null)).toEqual({ amount: 0, from: false });
  });
});

describe('the car and service steps', () => {
  it('sends a car of My Cars by its id and the kilometre of a periodic service', () => {
    expect(serviceDetails(values(), 2026)).toEqual({ kind: 'service', car: { myCarId: 'car-1' }, serviceType: 'periodic', kilometre: 10_000 });
  });

  it('sends a car typed in with its plate written as the contract wants it', () => {
    const typed = values({ car: { choice: 'manual', model: 'avanza', year: '2021', plate: ' b  1234 xyz ' }, type: 'repair', kilometre: '', complaint: ' Rem bunyi ' });
    expect(serviceDetails(typed, 2026)).toEqual({ kind: 'service', car: { model: 'avanza', year: 2021, plate: 'B 1234 XYZ' }, serviceType: 'repair', complaint: 'Rem bunyi' });
  });

  it('names what is missing or wrong, and sends nothing until it is fixed', () => {
    const wrong = values({ car: { choice: 'manual', model: '', year: '1970', plate: '1234' }, type: 'coupon', productCode: '' });
    expect(validateService(wrong, 2026)).toEqual({
      model: 'Pilih model mobil',
      year: 'Isi tahun mobil, mis. 2021',
      plate: 'Nomor polisi seperti B 1234 XYZ',
      productCode: 'Pilih kupon atau paket',
    });
    expect(serviceDetails(wrong, 2026)).toBeNull();
    expect(validateService(values({ car: { choice: '', model: '', year: '', plate: '' }, type: '' }), 2026)).toEqual({ car: 'Pilih mobil Anda', type: 'Pilih jenis servis' });
  });
});
