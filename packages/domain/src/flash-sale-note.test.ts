import { describe, expect, it } from 'vitest';
import { flashSaleNoteText } from './flash-sale-note';

describe('flashSaleNoteText', () => {
  it('says until when, in WIB, and the price outside the sale', () => {
    expect(flashSaleNoteText({ endsAt: '2026-11-30T16:59:59.000Z', regularPrice: 350_000, everyCity: true })).toBe(
      'Harga flash sale hingga 30 Nov 2026, 23.59 WIB (harga biasa Rp 350.000)',
    );
  });

  it('a sale ending at midnight WIB ends after 23.59 of the day before', () => {
    expect(flashSaleNoteText({ endsAt: '2026-12-01T00:00:00+07:00', regularPrice: 785_000, everyCity: true })).toBe(
      'Harga flash sale hingga 30 Nov 2026, 23.59 WIB (harga biasa Rp 785.000)',
    );
  });

  it('a sale of some cities says it is the visitor’s city', () => {
    expect(flashSaleNoteText({ endsAt: '2026-11-25T05:00:00Z', regularPrice: 1_000, everyCity: false })).toBe(
      'Harga flash sale khusus kota Anda hingga 25 Nov 2026, 11.59 WIB (harga biasa Rp 1.000)',
    );
  });
});
