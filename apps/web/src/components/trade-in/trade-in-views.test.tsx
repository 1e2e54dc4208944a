import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadConfirmation } from '@/components/leads/lead-confirmation';
import { EstimateResult } from './estimate-result';
import { TradeInFlow } from './trade-in-flow';
import type { EstimateView } from './trade-in-logic';
import type { TradeInPageData } from '@/lib/booking-views';

/*
 * The trade-in page's pieces as the server renders them (issue 13): the estimate with its range,
 * uncertainty, steps and note (and without a basis, the note alone), the car form from the options,
 * the message when the options cannot be had, and the lead confirmation's number.
 */

const ESTIMATE: EstimateView = {
  estimated: true,
  low: 159_000_000,
  high: 187_000_000,
  mid: 173_000_000,
  uncertainty: 0.08,
  comparables: 13,
  steps: [
    { label: 'Data pembanding', value: '13 Toyota Avanza bekas bersertifikat' },
    { label: 'Harga pasar (median tertimbang)', value: 'Rp 196.500.000' },
  ],
  note: 'Harga akhir ditentukan setelah inspeksi.',
};

const DATA: TradeInPageData = {
  options: {
    brands: [
      { value: 'toyota', label: 'Toyota', models: [{ value: 'avanza', label: 'Avanza', types: ['1.3 G A/T'] }] },
      { value: 'honda', label: 'Honda', models: [{ value: 'jazz', label: 'Jazz', types: [] }] },
    ],
    provinces: [{ value: 'dki_jakarta', label: 'DKI Jakarta' }],
    years: { min: 2002, max: 2026 },
  },
  newCars: [{ code: 'veloz', name: 'Veloz' }],
  branches: { cityGroups: [{ provinceName: 'DKI Jakarta', cities: [{ isocode: '3175', name: 'Kota Jakarta Timur' }] }], initialCity: { isocode: '3175', name: 'Kota Jakarta Timur' }, initialBranches: [] },
  customer: null,
};

describe('EstimateResult', () => {
  it('the range, the middle, the uncertainty and the comparables, each step and the note', () => {
    const html = renderToStaticMarkup(<EstimateResult estimate={ESTIMATE} />);
    expect(html).toContain('Rp 159.000.000 – Rp 187.000.000');
    expect(html).toContain('Nilai tengah Rp 173.000.000 · ketidakpastian ± 8% · pembanding: 13 mobil sejenis di Kemudi');
    expect(html).toContain('Harga pasar (median tertimbang)</span> <strong>Rp 196.500.000</strong>');
    expect(html).toContain('Harga akhir ditentukan setelah inspeksi.');
  });

  it('without market data: no range, the inspection prices the car', () => {
    const html = renderToStaticMarkup(<EstimateResult estimate={{ ...ESTIMATE, estimated: false, low: null, high: null, mid: null, uncertainty: null, comparables: 0, steps: [] }} />);
    expect(html).not.toContain('data-testid="estimate-range"');
    expect(html).toContain('Harga ditentukan setelah inspeksi');
  });
});

describe('TradeInFlow', () => {
  it('the car form offers the brands, the years newest first, the provinces; its button waits for the script', () => {
    const html = renderToStaticMarkup(<TradeInFlow data={DATA} />);
    for (const label of ['Merek', 'Model', 'Tipe (opsional)', 'Transmisi', 'Tahun', 'Bahan bakar', 'Jarak tempuh (km)', 'Provinsi']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('<option value="honda">Honda</option>');
    expect(html.indexOf('<option value="2026">')).toBeLessThan(html.indexOf('<option value="2002">'));
    expect(html).toContain('<option value="dki_jakarta">DKI Jakarta</option>');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Hitung Taksiran<\/button>/);
  });

  it('without the options: the page says the estimate is unavailable instead of an empty form', () => {
    const html = renderToStaticMarkup(<TradeInFlow data={{ ...DATA, options: null }} />);
    expect(html).toContain('Perhitungan taksiran sedang tidak tersedia');
    expect(html).not.toContain('Hitung Taksiran</button>');
  });
});

describe('LeadConfirmation', () => {
  it('the number, the API’s message and what the page adds, as a status the focus can move to', () => {
    const html = renderToStaticMarkup(
      <LeadConfirmation id="lead-tukar-tambah-sent" title="Pengajuan tukar tambah terkirim" numberLabel="Nomor lead Anda" number="LD-261127-CVPNGW" message="Tim kami akan menghubungi Anda.">
        <h3>Langkah selanjutnya</h3>
      </LeadConfirmation>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('data-testid="lead-tukar-tambah-sent-number">LD-261127-CVPNGW</p>');
    expect(html).toContain('Tim kami akan menghubungi Anda.');
    expect(html).toContain('<h3>Langkah selanjutnya</h3>');
  });
});
