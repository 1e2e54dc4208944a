import { MODEL_PROFILES } from '@kemudi/art';
import { carModels, carSpecifications, carVariants, carVideos, usedCars as usedCarsTable } from '@kemudi/db';
import { eq } from 'drizzle-orm';
import { MEDIA } from '@kemudi/domain/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const svg = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('drawn pictures (/api/media/v1)', () => {
  it('a video link to the official channel gets a poster naming the model and the channel, not a video (issue 29)', async () => {
    const [video] = await ctx.db.select().from(carVideos).where(eq(carVideos.modelCode, 'avanza')).limit(1);
    expect(video!.url).toMatch(/^https:\/\/www\.youtube\.com\/@ToyotaIndonesia\/search\?/);
    const res = await svg(MEDIA.video(video!.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Video Toyota Avanza');
    expect(res.body).toContain('Kanal resmi Toyota Indonesia');
    // The seeded title's opening words (the poster wraps long titles onto lines).
    expect(res.body).not.toContain(video!.title.split(' ').slice(0, 2).join(' '));
    expect(res.body).not.toContain('▶');
  });

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

  it('draws each model, not its body type: the Raize and the Land Cruiser are two SUVs', async () => {
    const body = (svg: string) => /<path d="(M[^"]+)" fill="url\(#[^"]+b\)"/.exec(svg)?.[1];
    const raize = await svg('/api/media/v1/car/raize.svg?color=cc0000');
    const lc = await svg('/api/media/v1/car/landcruiser.svg?color=cc0000');
    expect(body(raize.body)).toBeDefined();
    expect(body(raize.body)).not.toBe(body(lc.body));
    const zenix = await svg('/api/media/v1/car/innovazenix.svg?color=cc0000');
    const alphard = await svg('/api/media/v1/car/alphard.svg?color=cc0000');
    expect(body(zenix.body)).not.toBe(body(alphard.body));
    expect((await svg('/api/media/v1/car/innovahybrid.svg?color=cc0000')).body).toContain('>HYBRID</text>');
  });

  it('draws the front three-quarter view of a model page, tinted and cached like the side view', async () => {
    const url = MEDIA.carThreeQuarter('landcruiser', '#1D4ED8', '#111111');
    expect(url).toBe('/api/media/v1/car/landcruiser/three-quarter.svg?color=1d4ed8&roof=111111');
    const res = await svg(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.body).toContain('<title>Ilustrasi Toyota Land Cruiser tampak depan tiga perempat</title>');
    expect(res.body).toContain('"#1d4ed8"');
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(10_000);
    const again = await svg(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Without a colour: the model's first paint.
    expect((await svg('/api/media/v1/car/raize/three-quarter.svg')).statusCode).toBe(200);
    expect((await svg('/api/media/v1/car/tidak-ada/three-quarter.svg')).statusCode).toBe(404);
    const wrong = await svg('/api/media/v1/car/raize/samping.svg');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].message).toContain('three-quarter.svg');
  });

  it('draws the badge of the variant on show: GR on a Rush GR Sport, none on a Rush G, hybrid on a Zenix HV', async () => {
    const hasGr = (body: string) => />GR<\/text>/.test(body);
    const gr = await svg(MEDIA.car('rush', '#cc0000', null, 'RSH-15GR-AT'));
    const plain = await svg(MEDIA.car('rush', '#cc0000', null, 'RSH-15G-MT'));
    expect([gr.statusCode, plain.statusCode]).toEqual([200, 200]);
    expect(hasGr(gr.body)).toBe(true);
    expect(hasGr(plain.body)).toBe(false);
    expect(hasGr((await svg(MEDIA.carThreeQuarter('rush', '#cc0000', null, 'RSH-15GR-AT'))).body)).toBe(true);
    expect(hasGr((await svg(MEDIA.carThreeQuarter('rush', '#cc0000', null, 'RSH-15G-MT'))).body)).toBe(false);
    expect((await svg(MEDIA.car('innovahybrid', '#cc0000', null, 'IZH-20G-HV'))).body).toContain('>HYBRID</text>');
    // A GR car wears GR on every variant, even one whose name does not say it.
    expect(hasGr((await svg(MEDIA.car('grsupra', '#cc0000', null, 'GRS-30-AT'))).body)).toBe(true);
    expect(hasGr((await svg(MEDIA.car('gr86', '#cc0000', null, 'GR86-24-AT'))).body)).toBe(true);
    // Another model's variant, or none at all, is no picture.
    expect((await svg(MEDIA.car('rush', '#cc0000', null, 'IZH-20G-HV'))).statusCode).toBe(404);
    expect((await svg(MEDIA.car('rush', '#cc0000', null, 'TIDAK-ADA'))).statusCode).toBe(404);
  });

  it('gives the compare page a compared variant’s own badge', async () => {
    const res = await ctx.get('/api/product/v1/compare-product?codes=RSH-15G-MT,RSH-15GR-AT');
    expect(res.status).toBe(200);
    const urls: string[] = res.body.data.items.map((i: { imageUrl: string }) => i.imageUrl);
    expect(urls[0]).toContain('variant=RSH-15G-MT');
    expect(urls[1]).toContain('variant=RSH-15GR-AT');
  });

  it('gives the used-car list thumbnails the model, the year and the paint at a glance', async () => {
    const list = await ctx.get('/api/product/v1/products?category=USEDCAR&size=60');
    const cards = list.body.data.content as { code: string; modelCode: string; name: string; year: number; imageUrl: string }[];
    expect(cards.length).toBeGreaterThan(5);
    const body = (text: string) => /<path d="(M[^"]+)" fill="url\(#[^"]+b\)"/.exec(text)?.[1];
    const silhouettes = new Map<string, string | undefined>();
    for (const card of cards.slice(0, 12)) {
      expect(card.imageUrl).toBe(MEDIA.usedCar(card.code));
      const res = await svg(card.imageUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      const [row] = await ctx.db.select().from(usedCarsTable).where(eq(usedCarsTable.code, card.code));
      expect(res.body).toMatch(new RegExp(`<text [^>]*font-size="24"[^>]*>${escapeRe(card.name)}</text>`));
      expect(res.body).toMatch(new RegExp(`<text [^>]*font-size="22"[^>]*>${card.year}</text>`));
      expect(res.body).toContain(`stop-color="${row?.colorHex.toLowerCase()}"`);
      expect(res.body).toContain(`>${row?.colorName}</text>`);
      const outline = body(res.body);
      const seen = silhouettes.get(card.modelCode);
      if (silhouettes.has(card.modelCode) && !/cab/i.test(row?.variantName ?? '')) expect(outline).toBe(seen);
      silhouettes.set(card.modelCode, outline);
    }
    // Different models never share an outline, whatever their body type.
    const outlines = [...silhouettes.values()];
    expect(new Set(outlines).size).toBe(outlines.length);
  });

  it('draws every seeded model from a profile whose figures are the seed’s own', async () => {
    const models = await ctx.db.select({ code: carModels.code, bodyType: carModels.bodyType }).from(carModels);
    const specs = await ctx.db.select().from(carSpecifications);
    const variants = await ctx.db.select({ code: carVariants.code, modelCode: carVariants.modelCode }).from(carVariants);
    expect(models.length).toBeGreaterThan(20);
    for (const model of models) {
      const profile = MODEL_PROFILES[model.code];
      expect(profile, `no profile for ${model.code} in packages/art/src/models.ts`).toBeDefined();
      if (!profile) continue;
      expect(profile.bodyType, model.code).toBe(model.bodyType);
      expect(variants.some((v) => v.modelCode === model.code && v.code === profile.shows), `${model.code} shows ${profile.shows}`).toBe(true);
      const spec = (label: string) => {
        const row = specs.find((r) => r.modelCode === model.code && r.label === label);
        return row?.variantValues?.[profile.shows] ?? row?.value ?? '';
      };
      const mm = (text: string) => text.match(/\d+(?:\.\d{3})*/g)?.map((n) => Number(n.replace(/\./g, ''))) ?? [];
      const [length, width, height] = mm(spec('Panjang x Lebar x Tinggi'));
      expect({ length, width, height }, model.code).toEqual({ length: profile.length, width: profile.width, height: profile.height });
      expect(mm(spec('Jarak Sumbu Roda'))[0], model.code).toBe(profile.wheelbase);
      expect(mm(spec('Ground Clearance'))[0], model.code).toBe(profile.clearance);
      const tyre = /(\d{3})\/(\d{2}) R(\d{2})/.exec(spec('Ukuran Velg'));
      expect(tyre?.slice(1).map(Number), model.code).toEqual([...profile.tyre]);
      // The cabin: the touch screen's size (a radio when there is none) and a digital cluster.
      const inches = (text: string) => Number(/(\d+(?:,\d)?) inci/.exec(text)?.[1]?.replace(',', '.'));
      const screen = spec('Sistem Hiburan');
      if (/Layar sentuh/.test(screen)) {
        if (/inci/.test(screen)) expect(profile.screen, model.code).toBe(inches(screen));
        else expect(profile.screen, model.code).toBeGreaterThan(0);
      } else {
        expect(profile.screen, model.code).toBe(0);
      }
      const cluster = spec('Panel Instrumen');
      expect(profile.cluster, model.code).toBe(/^Digital/.test(cluster) ? inches(cluster) : undefined);
    }
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
