/**
 * The trade-in page's loader (issue 29): the Tukar Tambah step offers the catalogue's whole new-car
 * line-up (the products call, every NEWCAR model by name), not the trending cards, against a real
 * HTTP server standing in for the API. The layout (the header's city) and next/headers need a live
 * Next request: they are replaced. The calls the test does not answer fail soft (the page's rule).
 */
import type { ProductsData } from '@kemudi/domain/contracts/catalogue';
import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { modelCard, page } from '../test/contract-fixtures';
import type { RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

vi.mock('./layout', () => ({ loadLayout: async () => ({ city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' } }) }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

const LINE_UP = ['Agya', 'Alphard', 'Avanza', 'bZ4X', 'Calya', 'Camry', 'Corolla Cross', 'Fortuner', 'Hilux', 'Innova Zenix', 'Land Cruiser', 'Raize', 'Rush', 'Veloz', 'Yaris Cross'];
const PRODUCTS = {
  category: 'NEWCAR',
  cityCode: '0080',
  ...page(LINE_UP.map((name) => modelCard(name.toLowerCase().replace(/ /g, ''), { name }))),
} satisfies z.input<typeof ProductsData>;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  if (url.pathname === '/api/product/v1/products' && url.searchParams.get('category') === 'NEWCAR') return sendData(res, PRODUCTS);
  return sendError(res, 404, 'NotFoundError', 'Data tidak ditemukan');
}

const { api, loaders, fail } = await startLoaderHarness(answer, async () => ({ tradeIn: await import('./trade-in') }));

describe('loadTradeInPage', () => {
  it('offers every new-car model of the catalogue for a Tukar Tambah, asked as one page of the line-up', async () => {
    const data = await loaders.tradeIn.loadTradeInPage();
    expect(data.newCars.map((c) => c.name)).toEqual(LINE_UP);
    expect(data.newCars[0]).toEqual({ code: 'agya', name: 'Agya' });
    const asked = api.requests.find((r) => r.url.startsWith('/api/product/v1/products'));
    expect(Number(new URL(asked!.url, 'http://api').searchParams.get('size'))).toBeGreaterThanOrEqual(LINE_UP.length);
    expect(api.requests.some((r) => r.url.includes('trending-cars'))).toBe(false);
  });

  it('offers no models when the catalogue cannot be read, and the page still loads', async () => {
    fail('/api/product/v1/products');
    const data = await loaders.tradeIn.loadTradeInPage();
    expect(data.newCars).toEqual([]);
  });
});
