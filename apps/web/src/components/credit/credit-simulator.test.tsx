/**
 * The credit simulation's words (issue 29): "All risk" and "Skema ADDB" are explained beside the
 * choices, in the markup (not on hover), and the insurance select is described by them.
 */
import { calculateCredit, CREDIT_ANNUAL_RATES, CREDIT_TENORS, PAYMENT_SCHEME } from '@kemudi/domain/credit';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreditSimulator, type CreditResult } from './credit-simulator';

const credit = calculateCredit({ otrPrice: 300_000_000, downPaymentPercent: 20, tenorMonths: 36 });
const INITIAL: CreditResult = {
  ...credit,
  insuranceKind: 'all-risk',
  paymentScheme: PAYMENT_SCHEME,
  rates: CREDIT_TENORS.map((tenorMonths) => ({ tenorMonths, annualRate: CREDIT_ANNUAL_RATES[tenorMonths] })),
};

const html = renderToStaticMarkup(
  <CreditSimulator
    subject={{ kind: 'variant', code: 'AV-15G-CVT', name: 'Avanza 1.5 G CVT', cityCode: '0080' }}
    initial={INITIAL}
    initialDownPaymentPercent={20}
    classes={{}}
  />,
);

describe('CreditSimulator', () => {
  it('explains each insurance choice beside the select, and the select is described by it', () => {
    const describedBy = /<select[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    const help = new RegExp(`<ul id="${describedBy}"[^>]*>(.*?)</ul>`).exec(html)?.[1] ?? '';
    expect(help).toContain('All risk:</strong> Asuransi menanggung kerusakan kecil');
    expect(help).toContain('TLO (total loss only):</strong> Asuransi hanya menanggung kerugian total');
  });

  it('names and explains the payment scheme, and what the other one would mean', () => {
    expect(html).toContain('Skema ADDB (Angsuran Dibayar di Belakang): angsuran pertama dibayar di akhir bulan pertama');
    expect(html).toContain('Pada skema ADDM (Angsuran Dibayar di Muka), angsuran pertama dibayar di muka bersama uang muka.');
  });

  it('simulates a used car on its own price and carries the choice to its booking page (issue 29)', () => {
    const usedCar = renderToStaticMarkup(
      <CreditSimulator
        subject={{ kind: 'used-car', code: 'UC-0001', name: 'Toyota Avanza 1.5 G CVT 2022' }}
        initial={INITIAL}
        initialDownPaymentPercent={20}
        next={{ href: '/c/certified-used-car-toyota/p/UC-0001/booking', label: 'Booking dengan Tanda Jadi', note: 'catatan' }}
        classes={{}}
      />,
    );
    expect(usedCar).toContain('Toyota Avanza 1.5 G CVT 2022 · harga Rp 300.000.000');
    expect(usedCar).not.toContain('Varian');
    expect(usedCar).toContain('<dt>Harga mobil</dt>');
    expect(usedCar).toContain('href="/c/certified-used-car-toyota/p/UC-0001/booking?dp=20&amp;tenor=36&amp;asuransi=all-risk"');
    expect(usedCar).toContain('Skema ADDB (Angsuran Dibayar di Belakang)');
  });
});
