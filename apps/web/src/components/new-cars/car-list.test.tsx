import { ModelCard } from '@kemudi/domain/contracts/new-cars';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isOfType, type NewCarList, parseNewCarFilters } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { modelCard } from '@/test/contract-fixtures';
import { CarList, listedCars } from './car-list';

/*
 * Issue 15: the new-car list shows the whole line-up on one page, in groups by type each headed
 * with its count, under a row of type chips that are plain links (?tipe=) rendered on the server.
 */

const card = (code: string, name: string, bodyType: string, fuels: string[] = ['Bensin']) => ModelCard.parse(modelCard(code, { name, bodyType, fuels }));
const LINE_UP = [
  card('agya', 'Agya', 'hatchback'),
  card('avanza', 'Avanza', 'mpv'),
  card('raize', 'Raize', 'suv'),
  card('innovahybrid', 'Kijang Innova Zenix Hybrid', 'mpv', ['Hybrid']),
  card('hilux', 'Hilux D-Cab', 'pickup', ['Diesel']),
  card('bz4x', 'bZ4X', 'suv', ['Listrik']),
];
const CITY = { provinceIsocode: 'dki_jakarta', cityIsocode: '3171', name: 'Jakarta Pusat' };

function listFor(sp: SearchParams): NewCarList {
  const filters = parseNewCarFilters(sp);
  const { tipe } = filters;
  return {
    city: CITY,
    filters,
    cards: tipe ? LINE_UP.filter((c) => isOfType(c, tipe)) : LINE_UP,
    matching: LINE_UP,
    allModels: LINE_UP.map((c) => ({ code: c.code, name: c.name, seats: c.seats, minSeats: c.minSeats ?? c.seats })),
  };
}

const render = (sp: SearchParams) => renderToStaticMarkup(<CarList list={listFor(sp)} path="/c/mobil-baru-toyota" label="mobil" compare />);
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/<[^>]+>/g, '');
/** The chips as [visible text, href, chosen]. */
const chipsOf = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"( aria-current="page")?>(.*?)<\/a>/g)]
    .filter((m) => m[1]!.startsWith('/c/mobil-baru-toyota') && html.indexOf(m[0]) < html.indexOf('</nav>'))
    .map((m) => [decode(m[3]!), decode(m[1]!), m[2] !== undefined]);
/** The groups as [heading text, the card names under it]. */
const groupsOf = (html: string) =>
  [...html.matchAll(/<section aria-labelledby="grup-[^"]+"[^>]*><h2[^>]*>(.*?)<\/h2>(.*?)<\/ul><\/section>/g)].map((m) => [
    decode(m[1]!),
    [...m[2]!.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((h) => decode(h[1]!)),
  ]);

describe('CarList', () => {
  it('shows every model at once, grouped by type with each group’s count, under chips that link to ?tipe=', () => {
    const html = render({});
    expect(groupsOf(html)).toEqual([
      ['MPV 2 model', ['Avanza', 'Kijang Innova Zenix Hybrid']],
      ['SUV 2 model', ['Raize', 'bZ4X']],
      ['Hatchback 1 model', ['Agya']],
      ['Pikap & Komersial 1 model', ['Hilux D-Cab']],
    ]);
    expect(decode(html)).toContain('6 mobil ditemukan');
    expect(chipsOf(html)).toEqual([
      ['Semua 6 model', '/c/mobil-baru-toyota', true],
      ['MPV 2 model', '/c/mobil-baru-toyota?tipe=mpv', false],
      ['SUV 2 model', '/c/mobil-baru-toyota?tipe=suv', false],
      ['Hatchback 1 model', '/c/mobil-baru-toyota?tipe=hatchback', false],
      ['Pikap & Komersial 1 model', '/c/mobil-baru-toyota?tipe=komersial', false],
      ['Hybrid & Listrik 2 model', '/c/mobil-baru-toyota?tipe=elektrifikasi', false],
    ]);
    // Every card offers its price from the cheapest variant; no pagination is left.
    expect(decode(html).match(/Mulai Rp/g)).toHaveLength(LINE_UP.length);
    expect(html).not.toContain('Halaman mobil');
  });

  it('narrows to the chosen chip, keeping the other filters and the order in every chip’s link', () => {
    const html = render({ tipe: 'elektrifikasi', fuel: 'Listrik', sort: 'price-asc', bodyType: 'suv' });
    expect(groupsOf(html)).toEqual([
      ['MPV 1 model', ['Kijang Innova Zenix Hybrid']],
      ['SUV 1 model', ['bZ4X']],
    ]);
    // The count names the chosen type (its chip may be out of sight in the row on a phone).
    expect(decode(html)).toContain('2 mobil ditemukan · Hybrid & Listrik · harga OTR Jakarta Pusat');
    const chips = chipsOf(html);
    expect(chips.find((c) => c[2])?.[0]).toBe('Hybrid & Listrik 2 model');
    // An old link's body type gives way to the chip; the form's filters and the sort stay.
    expect(chips[0]).toEqual(['Semua 6 model', '/c/mobil-baru-toyota?fuel=Listrik&sort=price-asc', false]);
    expect(chips[2]?.[1]).toBe('/c/mobil-baru-toyota?tipe=suv&fuel=Listrik&sort=price-asc');
    // The form carries the chip along when other filters are applied.
    expect(html).toContain('<input type="hidden" name="tipe" value="elektrifikasi"/>');
  });

  it('says so when nothing matches, with a way back to the whole line-up', () => {
    const html = render({ tipe: 'sport' });
    expect(decode(html)).toContain('0 mobil ditemukan');
    expect(decode(html)).toContain('Tidak ada mobil yang cocok dengan filter Anda.');
    expect(html).toMatch(/<a href="\/c\/mobil-baru-toyota"[^>]*>Hapus semua filter<\/a>/);
    expect(chipsOf(html).find((c) => c[2])).toEqual(['Mobil Sport 0 model', '/c/mobil-baru-toyota?tipe=sport', true]);
  });
});

describe('listedCars', () => {
  it('lists every shown model for the ItemList markup, in the order of the groups', () => {
    expect(listedCars(listFor({})).map((c) => c.name)).toEqual(['Avanza', 'Kijang Innova Zenix Hybrid', 'Raize', 'bZ4X', 'Agya', 'Hilux D-Cab']);
    expect(listedCars(listFor({}))[0]).toEqual({ name: 'Avanza', imageUrl: LINE_UP[1]!.imageUrl, url: '/mobil-baru-toyota/p/avanza', price: LINE_UP[1]!.lowestPrice });
  });
});
