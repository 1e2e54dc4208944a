import { formatDateTimeId, formatRupiah } from './format';

/*
 * What a page says under a price that a flash sale sets (issue 29: one price source). The item's
 * page, its card, the cart and the checkout show the same price; this line says why it is lower
 * than usual and until when.
 */

/** The flash sale behind a price (contracts/aftersales FlashSaleNote). */
export interface FlashSaleNoteSource {
  /** ISO 8601 instant. */
  endsAt: string;
  regularPrice: number;
  everyCity: boolean;
}

/**
 * "Harga flash sale hingga 30 Nov 2026, 23.59 WIB (harga biasa Rp 350.000)", and, for a sale that
 * runs in some cities only, "… khusus kota Anda". The end is shown as the last minute of the sale.
 */
export function flashSaleNoteText(note: FlashSaleNoteSource): string {
  // The last minute the sale runs: one ending at 00:00 ends after 23.59 of the day before.
  const lastMinute = new Date(Date.parse(note.endsAt) - 1).toISOString();
  const where = note.everyCity ? '' : ' khusus kota Anda';
  return `Harga flash sale${where} hingga ${formatDateTimeId(lastMinute)} (harga biasa ${formatRupiah(note.regularPrice)})`;
}
