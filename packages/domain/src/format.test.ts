import { describe, expect, it } from 'vitest';
import {
  MONTHS_LONG_ID,
  MONTHS_SHORT_ID,
  discountPercent,
  carNameWithYear,
  fillRetryDelay,
  formatDateDmy,
  formatDuration,
  formatDateId,
  formatKm,
  formatRetryDelay,
  formatRupiah,
  formatRupiahShort,
  groupThousands,
  parseDateDmy,
  slugify,
  toCalendarDate,
} from './format';

describe('groupThousands', () => {
  it('puts a dot every three digits from the right', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1.000');
    expect(groupThousands(1250000)).toBe('1.250.000');
    expect(groupThousands('1234567890123456789')).toBe('1.234.567.890.123.456.789');
  });

  it('drops leading zeros of a digit string and rejects anything else', () => {
    expect(groupThousands('0001500')).toBe('1.500');
    expect(() => groupThousands('12a')).toThrow(RangeError);
  });
});

describe('formatRupiah', () => {
  it('formats with a plain space, dot thousands and no decimals', () => {
    expect(formatRupiah(246600000)).toBe('Rp 246.600.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
  });

  it('rounds to whole rupiah', () => {
    expect(formatRupiah(1499.5)).toBe('Rp 1.500');
    expect(formatRupiah(1499.4)).toBe('Rp 1.499');
  });

  it('puts the minus sign before Rp', () => {
    expect(formatRupiah(-1500)).toBe('-Rp 1.500');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('accepts numeric strings and shows "-" for missing or non-numeric values', () => {
    expect(formatRupiah('246600000')).toBe('Rp 246.600.000');
    expect(formatRupiah(null)).toBe('-');
    expect(formatRupiah(undefined)).toBe('-');
    expect(formatRupiah('')).toBe('-');
    expect(formatRupiah('abc')).toBe('-');
    expect(formatRupiah(Number.NaN)).toBe('-');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatRupiahShort', () => {
  it('uses jt and M with one decimal comma', () => {
    expect(formatRupiahShort(246600000)).toBe('Rp 246,6 jt');
    expect(formatRupiahShort(1200000000)).toBe('Rp 1,2 M');
    expect(formatRupiahShort(1_000_000)).toBe('Rp 1 jt');
  });

  it('drops a trailing ,0 and rounds half up', () => {
    expect(formatRupiahShort(300000000)).toBe('Rp 300 jt');
    expect(formatRupiahShort(246650000)).toBe('Rp 246,7 jt');
    expect(formatRupiahShort(246640000)).toBe('Rp 246,6 jt');
    expect(formatRupiahShort(1249000000)).toBe('Rp 1,2 M');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatRupiahShort(999_960_000)).toBe('Rp 1 M');
    expect(formatRupiahShort(999_940_000)).toBe('Rp 999,9 jt');
    expect(formatRupiahShort(999_960)).toBe('Rp 1 jt');
  });

  it('shows amounts below one juta in full, negatives signed, missing as "-"', () => {
    expect(formatRupiahShort(150000)).toBe('Rp 150.000');
    expect(formatRupiahShort(-246600000)).toBe('-Rp 246,6 jt');
    expect(formatRupiahShort(null)).toBe('-');
  });
});

describe('formatDateId (§9 Indonesian dates, Agu → Ags)', () => {
  it('uses Ags for August in the short style', () => {
    expect(formatDateId('2026-08-05')).toBe('5 Ags 2026');
    expect(formatDateId('2026-08-05', 'short')).not.toContain('Agu');
  });

  it('long and full styles', () => {
    expect(formatDateId('2026-08-05', 'long')).toBe('5 Agustus 2026');
    expect(formatDateId('2026-08-05', 'full')).toBe('Rabu, 5 Agustus 2026');
    expect(formatDateId('2026-12-31', 'full')).toBe('Kamis, 31 Desember 2026');
  });

  it('has the twelve Indonesian month names', () => {
    expect(MONTHS_SHORT_ID).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Ags', 'Sep', 'Okt', 'Nov', 'Des']);
    expect(MONTHS_LONG_ID[4]).toBe('Mei');
    expect(MONTHS_LONG_ID[9]).toBe('Oktober');
    expect(formatDateId('2026-05-01')).toBe('1 Mei 2026');
    expect(formatDateId('2026-10-17', 'long')).toBe('17 Oktober 2026');
  });

  it('shows an instant as its day in WIB (UTC+7), whatever the machine time zone', () => {
    // 20:00 UTC on 4 August is 03:00 WIB on 5 August.
    expect(formatDateId('2026-08-04T20:00:00Z')).toBe('5 Ags 2026');
    expect(formatDateId(new Date(Date.UTC(2026, 7, 4, 20, 0, 0)))).toBe('5 Ags 2026');
    // 16:59 UTC is still 23:59 WIB of the same day.
    expect(formatDateId('2026-08-04T16:59:00Z')).toBe('4 Ags 2026');
    expect(formatDateId('2026-08-05T01:00:00+07:00')).toBe('5 Ags 2026');
    expect(formatDateId('2026-08-05T01:00:00+0700')).toBe('5 Ags 2026');
  });

  it('keeps a date or a zone-less date-time on its own calendar day', () => {
    expect(formatDateId('2026-08-05T23:30:00')).toBe('5 Ags 2026');
    expect(formatDateId('05/08/2026')).toBe('5 Ags 2026');
  });

  it('gives "-" for missing, unreadable or impossible dates', () => {
    expect(formatDateId(null)).toBe('-');
    expect(formatDateId('kemarin')).toBe('-');
    expect(formatDateId('2026-02-30')).toBe('-');
    expect(formatDateId(new Date(Number.NaN))).toBe('-');
  });
});

describe('formatDateDmy / parseDateDmy (§3 config value dd/mm/yyyy)', () => {
  it('pads day and month', () => {
    expect(formatDateDmy('2026-08-05')).toBe('05/08/2026');
    expect(formatDateDmy('2026-12-31T18:00:00Z')).toBe('01/01/2027');
    expect(formatDateDmy('oops')).toBe('-');
  });

  it('parses a config date into ISO and refuses impossible or malformed ones', () => {
    expect(parseDateDmy('05/08/2026')).toBe('2026-08-05');
    expect(parseDateDmy(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDateDmy('29/02/2026')).toBeNull();
    expect(parseDateDmy('5/8/2026')).toBeNull();
    expect(parseDateDmy('2026-08-05')).toBeNull();
    expect(parseDateDmy(null)).toBeNull();
  });

  it('round-trips', () => {
    const iso = parseDateDmy('17/08/2026');
    expect(iso).not.toBeNull();
    expect(formatDateDmy(iso)).toBe('17/08/2026');
    expect(toCalendarDate('17/08/2026')).toEqual({ year: 2026, month: 8, day: 17, weekday: 1 });
  });
});

describe('discountPercent (§9)', () => {
  it('rounds the percentage off the original price', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(300_000_000, 246_600_000)).toBe(18); // 17,8 %
    expect(discountPercent(1000, 995)).toBe(1); // 0,5 % rounds up
    expect(discountPercent(1000, 996)).toBe(0); // 0,4 % rounds down
  });

  it('floors anything that rounds above 99 to 99', () => {
    expect(discountPercent(1000, 10)).toBe(99); // exactly 99
    expect(discountPercent(1000, 6)).toBe(99); // 99,4 → 99
    expect(discountPercent(1000, 4)).toBe(99); // 99,6 would round to 100
    expect(discountPercent(1_000_000, 1)).toBe(99);
  });

  it('is null when a price is missing or not above zero', () => {
    expect(discountPercent(null, 50)).toBeNull();
    expect(discountPercent(100, undefined)).toBeNull();
    expect(discountPercent(0, 50)).toBeNull();
    expect(discountPercent(100, 0)).toBeNull();
    expect(discountPercent(-100, -200)).toBeNull();
    expect(discountPercent(Number.NaN, 50)).toBeNull();
  });

  it('is null when the original price is not higher', () => {
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 120)).toBeNull();
  });

  it('reads numeric strings as upstream prices arrive', () => {
    expect(discountPercent('200000', '150000')).toBe(25);
  });
});

describe('formatKm', () => {
  it('groups thousands and appends km', () => {
    expect(formatKm(45000)).toBe('45.000 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatKm(123456.7)).toBe('123.457 km');
  });

  it('shows "-" for missing or negative readings', () => {
    expect(formatKm(null)).toBe('-');
    expect(formatKm(-1)).toBe('-');
  });
});

describe('slugify', () => {
  it('lower-cases and joins words with single dashes', () => {
    expect(slugify('Yaris Cross Hybrid')).toBe('yaris-cross-hybrid');
    expect(slugify('  Hilux 4x2  ')).toBe('hilux-4x2');
    expect(slugify('Body & Paint -- Service')).toBe('body-paint-service');
  });

  it('strips accents and apostrophes', () => {
    expect(slugify('Café Déjà Vu')).toBe('cafe-deja-vu');
    expect(slugify("Jum'at Berkah")).toBe('jumat-berkah');
  });

  it('gives an empty slug when nothing is left', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('formatDuration', () => {
  it('reads minutes as a visitor would', () => {
    expect(formatDuration(45)).toBe('± 45 menit');
    expect(formatDuration(60)).toBe('± 1 jam');
    expect(formatDuration(90)).toBe('± 1 jam 30 menit');
    expect(formatDuration(240)).toBe('± 4 jam');
  });
});

describe('formatRetryDelay (issue 29)', () => {
  it('says a wait under a minute in seconds, never 0', () => {
    expect(formatRetryDelay(0)).toBe('1 detik');
    expect(formatRetryDelay(0.2)).toBe('1 detik');
    expect(formatRetryDelay(45)).toBe('45 detik');
    expect(formatRetryDelay(59)).toBe('59 detik');
  });

  it('says a wait under an hour in whole minutes, rounded up', () => {
    expect(formatRetryDelay(60)).toBe('1 menit');
    expect(formatRetryDelay(90)).toBe('2 menit');
    expect(formatRetryDelay(1562)).toBe('26 menit');
    expect(formatRetryDelay(1590)).toBe('27 menit');
    expect(formatRetryDelay(15 * 60)).toBe('15 menit');
    expect(formatRetryDelay(3599)).toBe('1 jam');
  });

  it('says a longer wait in hours and minutes', () => {
    expect(formatRetryDelay(3600)).toBe('1 jam');
    expect(formatRetryDelay(3600 + 25 * 60)).toBe('1 jam 25 menit');
    expect(formatRetryDelay(2 * 3600 + 90)).toBe('2 jam 2 menit');
    expect(formatRetryDelay(86_399)).toBe('24 jam');
  });

  it('fills a limit message: "{n} detik" in words, any other {n} in seconds', () => {
    expect(fillRetryDelay('Coba lagi dalam {n} detik.', 1562)).toBe('Coba lagi dalam 26 menit.');
    expect(fillRetryDelay('Coba lagi dalam {n} detik.', 12)).toBe('Coba lagi dalam 12 detik.');
    expect(fillRetryDelay('Tunggu {n}.', 12.2)).toBe('Tunggu 13.');
  });
});

describe('carNameWithYear (issue 29)', () => {
  it('says the year once', () => {
    expect(carNameWithYear('Toyota Avanza 1.5 G CVT 2022', 2022)).toBe('Toyota Avanza 1.5 G CVT 2022');
    expect(carNameWithYear('Toyota Avanza 1.5 G CVT', 2022)).toBe('Toyota Avanza 1.5 G CVT (2022)');
    // A year inside a variant's name is not the model year at the end.
    expect(carNameWithYear('Toyota GR86 2022 Edition', 2023)).toBe('Toyota GR86 2022 Edition (2023)');
    expect(carNameWithYear('Toyota Calya 12022', 2022)).toBe('Toyota Calya 12022 (2022)');
  });
});
