import { USED_CAR_WARRANTY } from '@kemudi/domain/used-car-warranty';
import { USED_PRICE_RULE, usedCarAge, variantSimilarity } from '@kemudi/domain/used-price';
import { describe, expect, it } from 'vitest';
import { branches } from './data/branches';
import { carModels, carSpecifications, carVariants, carVideos } from './data/cars';
import { articles, faqs, promos, reviews, staticPages } from './data/content';
import { SEED_TODAY } from './data/keys';
import { salesmen } from './data/salesmen';
import { priceOfListing, usedCars } from './data/used-cars';
import { buildSearchDocuments } from './search';

/*
 * What a demanding local buyer checks in the seeded catalogue (issue 15): the data agree with
 * themselves and with how cars are sold in Indonesia.
 */

const model = (code: string) => carModels.find((m) => m.code === code)!;
const variantsOf = (code: string) => carVariants.filter((v) => v.modelCode === code);
const CURRENT_YEAR = Number(SEED_TODAY.slice(0, 4));

/** The cab a name says: 'single' (S-Cab, Pick Up, Cab Chassis, Rangga), 'double' (D-Cab), or nothing. */
function cabOf(name: string): 'single' | 'double' | null {
  if (/\bd-cab\b|double cab/i.test(name)) return 'double';
  if (/\bs-cab\b|single cab|pick ?up|cab chassis|rangga/i.test(name)) return 'single';
  return null;
}

describe('the line-up (issue 15)', () => {
  it('has the Vios, with variants, colours and the specifications its picture is drawn from', () => {
    const vios = model('vios');
    expect(vios).toMatchObject({ name: 'Vios', bodyType: 'sedan', seats: 5, doors: 4 });
    expect(variantsOf('vios').map((v) => v.name)).toEqual(['1.5 E M/T', '1.5 E CVT', '1.5 G CVT']);
    for (const v of variantsOf('vios')) {
      expect(v.priceOtr).toBeGreaterThanOrEqual(300_000_000);
      expect(v.priceOtr).toBeLessThanOrEqual(370_000_000);
    }
    expect(carSpecifications.filter((s) => s.modelCode === 'vios').map((s) => s.label)).toEqual(
      expect.arrayContaining(['Panjang x Lebar x Tinggi', 'Ground Clearance', 'Ukuran Velg', 'Toyota Safety Sense', 'Panel Instrumen']),
    );
    expect(reviews.filter((r) => r.type === 'NEWCAR' && r.objectCode === 'vios').length).toBeGreaterThanOrEqual(3);
    expect(faqs.filter((f) => f.type === 'product' && f.code === 'vios').length).toBeGreaterThan(0);
  });

  it('indexes the Vios and its variants for global search', () => {
    const docs = buildSearchDocuments();
    expect(docs.find((d) => d.kind === 'model' && d.ref === 'vios')).toMatchObject({ title: 'Toyota Vios', url: '/mobil-baru-toyota/p/vios' });
    expect(docs.filter((d) => d.kind === 'variant' && d.title.startsWith('Vios ')).length).toBe(3);
  });

  it('prices the LCGC Agya within the public band and sells no Hilux variant Indonesia does not get', () => {
    for (const v of variantsOf('agya')) {
      expect(v.priceOtr, v.name).toBeGreaterThanOrEqual(175_000_000);
      expect(v.priceOtr, v.name).toBeLessThanOrEqual(205_000_000);
    }
    const hilux = carVariants.filter((v) => v.modelCode.startsWith('hilux'));
    expect(hilux.filter((v) => /GR Sport|2\.8/.test(v.name))).toEqual([]);
  });
});

describe('doors and seats per cab type (issue 15)', () => {
  it('gives every pickup model the doors and seats of its cab, and variants that agree with it', () => {
    const pickups = carModels.filter((m) => m.bodyType === 'pickup');
    expect(pickups.length).toBeGreaterThanOrEqual(3);
    for (const m of pickups) {
      const cab = cabOf(m.name);
      expect(cab, m.name).not.toBeNull();
      if (cab === 'single') {
        expect(m.doors, m.name).toBe(2);
        expect(m.seats, m.name).toBeGreaterThanOrEqual(2);
        expect(m.seats, m.name).toBeLessThanOrEqual(3);
      } else {
        expect(m.doors, m.name).toBe(4);
        expect(m.seats, m.name).toBe(5);
      }
      for (const v of variantsOf(m.code)) expect(cabOf(v.name) ?? cab, `${m.name} ${v.name}`).toBe(cab);
    }
  });

  it('seats each variant as its seat configuration says, the model showing the most (Zenix G 8, V 7)', () => {
    const rows = carSpecifications.filter((r) => r.label === 'Konfigurasi Kursi');
    expect(new Set(rows.map((r) => r.modelCode))).toEqual(new Set(['innovazenix', 'kijanginnova']));
    for (const row of rows) {
      const variants = variantsOf(row.modelCode);
      const seatsOf = (v: (typeof variants)[number]) => v.seats ?? model(row.modelCode).seats;
      for (const v of variants) {
        const stated = Number(/^(\d+) kursi/.exec(row.variantValues?.[v.code] ?? row.value)?.[1]);
        expect(seatsOf(v), v.code).toBe(stated);
      }
      expect(model(row.modelCode).seats).toBe(Math.max(...variants.map(seatsOf)));
    }
    // A variant's own seats are only ever fewer than the model's.
    for (const v of carVariants.filter((x) => x.seats !== null && x.seats !== undefined)) expect(v.seats!, v.code).toBeLessThan(model(v.modelCode).seats);
  });

  it('files every used pickup under a model of its own cab', () => {
    const usedPickups = usedCars.filter((u) => model(u.modelCode).bodyType === 'pickup');
    expect(usedPickups.length).toBeGreaterThanOrEqual(4);
    for (const u of usedPickups) {
      const m = model(u.modelCode);
      const said = cabOf(`${u.modelName ?? ''} ${u.variantName}`) ?? cabOf(m.name);
      expect(said, `${u.code} ${u.variantName}`).toBe(cabOf(m.name));
      if (said === 'single') expect([m.doors, m.seats], u.code).toEqual([2, 3]);
    }
  });
});

describe('used-car prices by the one rule (issue 15)', () => {
  it('prices every listing by the used-price rule, to the Rp 500.000', () => {
    for (const u of usedCars) {
      const branch = branches.find((b) => b.id === u.branchId)!;
      const rule = priceOfListing({ ...u, condition: u.inspection.grade as 'A' | 'B', cityIsocode: branch.cityIsocode });
      expect(u.price, u.code).toBe(rule.price);
      expect(u.price % USED_PRICE_RULE.ROUND_TO, u.code).toBe(0);
    }
  });

  it('keeps every used car below its new price by at least 8 % and 2 % for each year of age', () => {
    for (const u of usedCars) {
      const branch = branches.find((b) => b.id === u.branchId)!;
      const { newPrice } = priceOfListing({ ...u, condition: 'A', cityIsocode: branch.cityIsocode });
      const age = usedCarAge(u.year, CURRENT_YEAR);
      expect(u.price / newPrice, `${u.code} ${u.modelCode} ${u.year}`).toBeLessThanOrEqual(0.92 * 0.98 ** age);
    }
    // The example of the issue: a 2024 Innova Zenix no longer asks 97 % of a new one.
    const zenix2024 = usedCars.filter((u) => u.modelCode === 'innovazenix' && u.year === 2024);
    expect(zenix2024.length).toBeGreaterThan(0);
    for (const u of zenix2024) {
      const fresh = variantsOf('innovazenix').find((v) => variantSimilarity(v.name, u.variantName) === 1)!;
      expect(u.price / fresh.priceOtr).toBeLessThan(0.88);
    }
  });

  it('an older listing of the same model and variant never asks more, mileage, condition and island aside', () => {
    const groups = new Map<string, typeof usedCars>();
    for (const u of usedCars) groups.set(`${u.modelCode}|${u.variantName}`, [...(groups.get(`${u.modelCode}|${u.variantName}`) ?? []), u]);
    // The price as it would be in Jawa (a listing in Sumatera asks 3 % less for the same car).
    const inJawa = (u: (typeof usedCars)[number]) => {
      const branch = branches.find((b) => b.id === u.branchId)!;
      return u.price / priceOfListing({ ...u, condition: 'A', cityIsocode: branch.cityIsocode }).regionFactor;
    };
    let compared = 0;
    for (const group of groups.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a.year < b.year && a.mileageKm >= b.mileageKm && a.inspection.grade >= b.inspection.grade) {
            compared += 1;
            expect(inJawa(a), `${a.code} vs ${b.code}`).toBeLessThanOrEqual(inJawa(b) + USED_PRICE_RULE.ROUND_TO);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5);
  });
});

describe('used-car listings a buyer reads (issue 15)', () => {
  it('promise one warranty, in the words of the promo and the FAQ', () => {
    expect(new Set(usedCars.map((u) => u.warrantyMonths))).toEqual(new Set([USED_CAR_WARRANTY.months]));
    const texts = [
      ...usedCars.map((u) => u.description),
      ...promos.flatMap((p) => [p.body, ...(p.terms ?? [])]),
      ...faqs.map((f) => f.answer),
      ...articles.map((a) => a.body),
    ];
    const usedCarWarranty = texts.filter((t) => /garansi mesin dan transmisi/i.test(t));
    expect(usedCarWarranty.length).toBeGreaterThanOrEqual(3);
    for (const t of usedCarWarranty) expect(t).toContain(USED_CAR_WARRANTY.text);
    expect(texts.filter((t) => /bersertifikat \d+ bulan|garansi[^.]{0,40}6 bulan/i.test(t) && /bekas|bersertifikat/i.test(t))).toEqual([]);
  });

  it('say the owners, kilometres and service history the listing has, in many different words', () => {
    for (const u of usedCars) {
      const d = u.description;
      expect(d, u.code).not.toMatch(/dua kali berpindah tangan/);
      if (u.ownerCount === 1) expect(d, u.code).toMatch(/tangan pertama|pemilik pertama/);
      else expect(d, u.code).toMatch(new RegExp(`${['', '', 'dua', 'tiga'][u.ownerCount]} pemilik|${['', '', 'sekali', 'dua kali'][u.ownerCount]} berganti pemilik`));
      expect(d, u.code).toContain(`${u.mileageKm.toLocaleString('id-ID')} km`);
      // "Baru … km" only for a car that has travelled little for its age.
      const perYear = u.mileageKm / usedCarAge(u.year, CURRENT_YEAR);
      if (/\bbaru (menunjukkan|\d)/.test(d)) expect(perYear, u.code).toBeLessThan(9_000);
      const serviceNote = u.inspection.items.find((i) => i.item === 'Buku servis dan kunci cadangan')?.note;
      if (serviceNote) expect(/lengkap di bengkel resmi/.test(serviceNote), u.code).toBe(/selalu di bengkel resmi|lengkap di bengkel resmi/.test(d));
    }
    expect(new Set(usedCars.map((u) => u.description)).size).toBe(usedCars.length);
    // The first sentence without the car's own name, year and paint: more than a handful of ways to begin.
    const openings = new Set(
      usedCars.map((u) =>
        u.description
          .split('. ')[0]!
          .replace(u.modelName ?? model(u.modelCode).name, '')
          .replace(u.variantName, '')
          .replace(u.colorName.toLowerCase(), '')
          .replace(/\d+/g, '#'),
      ),
    );
    expect(openings.size).toBeGreaterThanOrEqual(6);
  });

  it('file the 2018 Agya with the mileage of its age, not as "baru"', () => {
    const agya = usedCars.find((u) => u.modelCode === 'agya' && u.year === 2018)!;
    const perYear = agya.mileageKm / usedCarAge(2018, CURRENT_YEAR);
    if (perYear >= 9_000) expect(agya.description).not.toMatch(/\bbaru (menunjukkan|\d)/);
  });
});

describe('dates (issue 15: the seed is as of its "today")', () => {
  it('has nothing dated after the seed’s today', () => {
    const dated: [string, string][] = [
      ...usedCars.flatMap((u): [string, string][] => [
        [`${u.code} listed`, u.listedDate],
        [`${u.code} inspected`, u.inspection.inspectedDate],
      ]),
      ...reviews.map((r): [string, string] => [`review ${r.reviewerName}`, r.createdDate]),
      ...articles.map((a): [string, string] => [`article ${a.slug}`, a.publishedDate]),
      ...promos.map((p): [string, string] => [`promo ${p.slug}`, p.publishedDate]),
      ...carVideos.map((v): [string, string] => [`video ${v.title}`, v.uploadDate]),
    ];
    expect(dated.filter(([, date]) => date > SEED_TODAY)).toEqual([]);
    for (const u of usedCars) expect(u.inspection.inspectedDate <= u.listedDate, u.code).toBe(true);
  });
});

describe('counts and contacts that agree (issue 15)', () => {
  it('states the dealer count the dealer page shows (branches not hidden) in Tentang Kami and the FAQ', () => {
    const open = branches.filter((b) => !b.hidden);
    const cities = new Set(open.map((b) => b.cityIsocode)).size;
    const texts = [
      ...staticPages.filter((p) => p.pageId === 'tentang-kami').flatMap((p) => p.sections.flatMap((s) => s.paragraphs)),
      ...faqs.filter((f) => f.type === 'umum').map((f) => f.answer),
    ];
    const stated = texts.flatMap((t) => [...t.matchAll(/(\d+) (?:dealer|cabang)\b/g)].map((m) => Number(m[1])));
    expect(stated.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stated)).toEqual(new Set([open.length]));
    const statedCities = texts.flatMap((t) => [...t.matchAll(/(\d+) kota\b/g)].map((m) => Number(m[1])));
    expect(new Set(statedCities)).toEqual(new Set([cities]));
  });

  it.each([
    ['branch', () => branches.map((b) => b.whatsapp)],
    ['salesman', () => salesmen.map((s) => s.whatsapp)],
  ])('gives every %s its own Indonesian mobile WhatsApp number, not a run of numbers', (_who, numbersOf) => {
    const numbers = numbersOf();
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^628[1-9]\d{7,10}$/);
    const sorted = numbers.map(Number).sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((n, i) => n - sorted[i]!);
    expect(Math.min(...gaps)).toBeGreaterThan(1000);
    expect(new Set(numbers.map((n) => n.slice(0, 5))).size).toBeGreaterThanOrEqual(5);
  });

  it('never gives a salesman a branch’s number', () => {
    const branchNumbers = new Set(branches.map((b) => b.whatsapp));
    expect(salesmen.filter((s) => branchNumbers.has(s.whatsapp))).toEqual([]);
  });

  it('has reviews praise only features the model’s specification has', () => {
    const features: [RegExp, RegExp][] = [
      [/atap kaca|panoramic|sunroof|moonroof/i, /atap kaca|panoramic|sunroof|moonroof/i],
      [/cruise control adaptif|radar cruise/i, /Radar Cruise Control/i],
      [/captain seat|kursi kapten/i, /captain seat|ottoman/i],
    ];
    for (const r of reviews.filter((x) => x.type === 'NEWCAR')) {
      const spec = carSpecifications
        .filter((s) => s.modelCode === r.objectCode)
        .flatMap((s) => [s.value, ...Object.values(s.variantValues ?? {})])
        .join(' ');
      for (const [praised, inSpec] of features) if (praised.test(r.message)) expect(spec, `${r.objectCode}: ${r.message}`).toMatch(inSpec);
    }
  });

  it('spells Call Center one way and keeps developer words out of the privacy notice', () => {
    const all = JSON.stringify({ staticPages, faqs, promos, articles });
    expect(all).not.toMatch(/Call Centre/);
    expect(all).not.toMatch(/token sesi|skrip peramban/);
  });
});
