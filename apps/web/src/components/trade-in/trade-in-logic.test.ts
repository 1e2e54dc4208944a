import { CreateBookingBody } from '@kemudi/domain/contracts/bookings';
import { SubmitLeadBody, TradeInCar } from '@kemudi/domain/contracts/leads';
import { describe, expect, it } from 'vitest';
import {
  type CarValues,
  EMPTY_CAR,
  homeInspectionProblem,
  inspectionDetails,
  readCar,
  readEstimate,
  rangeText,
  tukarTambahDetails,
  uncertaintyText,
  yearsOf,
} from './trade-in-logic';

const YEARS = { min: 2005, max: 2026 };
const AVANZA: CarValues = {
  brand: 'toyota',
  model: 'avanza',
  type: '1.3 G MT',
  transmission: 'manual',
  year: '2019',
  fuel: 'bensin',
  mileageKm: '45.000 km',
  provinceCode: 'jawa_barat',
};
const ESTIMATE_ANSWER = {
  status: 200,
  data: {
    estimated: true,
    low: 150_000_000,
    high: 170_000_000,
    mid: 160_000_000,
    uncertainty: 0.0625,
    comparables: 12,
    steps: [
      { label: 'Harga pasar median 12 mobil sejenis', value: 'Rp 165.000.000' },
      { label: 'Penyesuaian jarak tempuh', value: '−3%' },
    ],
    note: 'Harga akhir ditentukan setelah inspeksi.',
    car: {},
  },
};

describe('readCar', () => {
  it('the form as typed becomes the car the estimate call takes (mileage digits only)', () => {
    const read = readCar(AVANZA, YEARS);
    expect(read).toEqual({
      car: { brand: 'toyota', model: 'avanza', type: '1.3 G MT', transmission: 'manual', year: 2019, fuel: 'bensin', mileageKm: 45000, provinceCode: 'jawa_barat' },
    });
    expect('car' in read && TradeInCar.safeParse(read.car).success).toBe(true);
  });

  it('an empty form names every required field; the type may stay empty', () => {
    const read = readCar(EMPTY_CAR, YEARS);
    expect('errors' in read && Object.keys(read.errors).sort()).toEqual(['brand', 'fuel', 'mileageKm', 'model', 'provinceCode', 'transmission', 'year'].sort());
    const noType = readCar({ ...AVANZA, type: '' }, YEARS);
    expect('car' in noType && noType.car.type).toBeUndefined();
  });

  it('a year outside the options and an absurd mileage are refused', () => {
    const read = readCar({ ...AVANZA, year: '1999', mileageKm: '2000000' }, YEARS);
    expect('errors' in read && read.errors).toEqual({ year: 'Tahun mobil tidak valid', mileageKm: 'Jarak tempuh tidak valid' });
  });

  it('the years are offered newest first', () => {
    expect(yearsOf({ min: 2024, max: 2026 })).toEqual([2026, 2025, 2024]);
  });
});

describe('the estimate', () => {
  it('is read with its steps and shown as a range with its uncertainty', () => {
    const estimate = readEstimate(ESTIMATE_ANSWER);
    expect(estimate?.steps).toHaveLength(2);
    expect(rangeText(estimate!)).toBe('Rp 150.000.000 – Rp 170.000.000');
    expect(uncertaintyText(estimate!.uncertainty)).toBe('± 6,3%');
  });

  it('without market data: no range, the note stays', () => {
    const estimate = readEstimate({ data: { ...ESTIMATE_ANSWER.data, estimated: false, low: null, high: null, mid: null, uncertainty: null, comparables: 0, steps: [] } });
    expect(rangeText(estimate!)).toBeNull();
    expect(estimate?.note).toBe('Harga akhir ditentukan setelah inspeksi.');
    expect(readEstimate({ errors: [] })).toBeNull();
  });
});

describe('the two ways on', () => {
  const read = readCar(AVANZA, YEARS);
  const car = 'car' in read ? read.car : null;
  const estimate = readEstimate(ESTIMATE_ANSWER)!;

  it('Tukar Tambah: a submit-leads body with the new car, the branch and both cars', () => {
    const details = tukarTambahDetails({ car: car!, estimate, modelCode: 'veloz', branchSlug: 'kemudi-bandung' });
    const body = { ...details, name: 'Sinta Maharani', phoneNumber: '081234567801', sourcePage: '/services-toyota/tukar-tambah', consent: true, idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0' };
    const parsed = SubmitLeadBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.tradeIn).toMatchObject({ estimateLow: 150_000_000, estimateHigh: 170_000_000, car: { model: 'avanza', mileageKm: 45000 } });
  });

  it('Jual Mobil Saya: an inspection booking at the branch, or at home with city and address', () => {
    const base = { branchSlug: 'kemudi-bandung', slotStart: '2026-11-24T09:00:00+07:00', contact: { name: 'Sinta Maharani', phoneNumber: '081234567801' }, consent: true, idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0' };
    const atBranch = inspectionDetails({ car: car!, estimate, place: 'branch', address: 'ignored', cityCode: '3273' });
    expect(atBranch).not.toHaveProperty('address');
    expect(CreateBookingBody.safeParse({ ...base, details: atBranch }).success).toBe(true);
    const atHome = inspectionDetails({ car: car!, estimate, place: 'home', address: '  Jl. Merdeka No. 10, Bandung ', cityCode: '3273' });
    expect(atHome).toMatchObject({ place: 'home', address: 'Jl. Merdeka No. 10, Bandung', cityCode: '3273', estimateLow: 150_000_000 });
    expect(CreateBookingBody.safeParse({ ...base, details: atHome }).success).toBe(true);
  });

  it('a home inspection needs the city and a full address first', () => {
    expect(homeInspectionProblem('Jl. Merdeka No. 10', '')).toBe('Pilih kota lokasi inspeksi');
    expect(homeInspectionProblem('Jl. A', '3273')).toBe('Tulis alamat lengkap (minimal 10 karakter)');
    expect(homeInspectionProblem('Jl. Merdeka No. 10', '3273')).toBeNull();
  });
});
