import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const svg = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('drawn pictures (/api/media/v1)', () => {
  it('draws a model tinted with the requested colour, without a token, cacheable', async () => {
    const red = await svg('/api/media/v1/car/avanza.svg?color=cc0000');
    expect(red.statusCode).toBe(200);
    expect(red.headers['content-type']).toContain('image/svg+xml');
    expect(red.headers['cache-control']).toContain('max-age=86400');
    expect(red.body).toContain('<svg');
    expect(red.body.toLowerCase()).toContain('#cc0000');
    expect(red.body).toContain('Avanza');
    expect(Buffer.byteLength(red.body)).toBeLessThanOrEqual(15_000);

    const blue = await svg('/api/media/v1/car/avanza.svg?color=1d4ed8');
    expect(blue.body).not.toBe(red.body);
    const pickup = await svg('/api/media/v1/car/hilux-4x2.svg?color=cc0000');
    expect(pickup.body).not.toBe(red.body);
  });

  it('answers 304 when the browser already has the picture', async () => {
    const first = await svg('/api/media/v1/car/yariscross.svg?color=ffffff');
    const again = await svg('/api/media/v1/car/yariscross.svg?color=ffffff', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('draws promo and article heroes with their title, escaped', async () => {
    const promos = await ctx.get('/api/promo/v1/promo/hero');
    const promo = promos.body.data[0];
    const hero = await svg(promo.imageUrl);
    expect(hero.statusCode).toBe(200);
    expect(hero.body).toContain('<title>');
    expect(hero.body).not.toContain('<script');
    expect(Buffer.byteLength(hero.body)).toBeLessThanOrEqual(15_000);
  });

  it('draws icons, avatars and used cars', async () => {
    expect((await svg('/api/media/v1/icon/dashcam.svg')).statusCode).toBe(200);
    expect((await svg('/api/media/v1/icon/tidak-dikenal.svg')).statusCode).toBe(200); // generic icon, never an error
    expect((await svg('/api/media/v1/avatar/budi-santoso-sunter.svg')).body).toContain('BS');
    const usedCars = await ctx.get('/api/product/v1/products?category=USEDCAR');
    const usedCar = usedCars.body.data.content[0];
    expect((await svg(usedCar.imageUrl)).statusCode).toBe(200);
  });

  it('answers unknown pictures and bad colours with Indonesian errors', async () => {
    const missing = await svg('/api/media/v1/car/tidak-ada.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toEqual({ type: 'NotFoundError', message: 'Gambar tidak ditemukan' });
    const notSvg = await svg('/api/media/v1/car/avanza.png');
    expect(notSvg.statusCode).toBe(404);
    const badColour = await svg('/api/media/v1/car/avanza.svg?color=merah');
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().errors[0].message).toContain("Parameter 'color'");
  });
});
