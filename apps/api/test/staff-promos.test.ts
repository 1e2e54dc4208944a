/**
 * Promos in the staff console (issue 25), over the real database: who may edit them, a promo
 * targeted at Bandung answered for Bandung and not for Jakarta, a scheduled promo that appears and
 * disappears at its times with a moved clock (and the data version moving with it, so no cache
 * keeps it), the picture upload judged by its bytes, and the audit row in the write's transaction.
 */
import { promos, staffAudit } from '@kemudi/db';
import { promoCalls } from '@kemudi/domain/contracts/promos';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { staffPromoCalls, type StaffPromoCreateBody } from '@kemudi/domain/contracts/staff-promos';
import { wibLocalOf } from '@kemudi/domain/promo-schedule';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_NOW } from './helpers';
import { dataOf, demo, signIn, StaffClient, TestClock, type StaffContext } from './staff-helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const BANDUNG = '3273';
const JAKARTA_PUSAT = '0080';
const HOUR = 3_600_000;

let ctx: StaffContext;
/** The API's "now" (what FIXED_NOW pins in the browser tests): promo windows are judged by it. */
let today: TestClock;
let editor: StaffClient;
beforeAll(async () => {
  const clock = new TestClock();
  today = new TestClock(TEST_NOW.getTime());
  ctx = Object.assign(await createTestContext({}, { clock: clock.now, now: today.now }), { clock });
  editor = await signIn(ctx, demo('editor'));
});
afterAll(() => ctx.close());

let made = 0;
/** A promo body: running from an hour before the API's now to a month after, national unless targeted. */
function promoBody(overrides: Partial<StaffPromoCreateBody> = {}): StaffPromoCreateBody {
  made += 1;
  const now = today.now().getTime();
  return {
    slug: `uji-promo-${made}`,
    title: `Promo Uji Konsol ${made}`,
    summary: 'Ringkasan promo uji.',
    body: 'Isi promo uji.\n\nParagraf kedua.',
    category: 'Mobil Baru',
    terms: ['Berlaku di dealer yang ditunjuk.'],
    isHero: true,
    startsAt: wibLocalOf(new Date(now - HOUR)),
    endsAt: wibLocalOf(new Date(now + 30 * 24 * HOUR)),
    ...overrides,
  };
}

const heroSlugs = async (city: string) =>
  dataOf(promoCalls.hero, await ctx.get(`/api/promo/v1/promo/hero?city=${city}`) as never).map((p) => p.slug);
const listSlugs = async (city: string) =>
  dataOf(promoCalls.filter, await ctx.get(`/api/promo/v1/promo?city=${city}&all=true&size=100`) as never).content.map((p) => p.slug);
const version = async () => dataOf(siteCalls.dataVersion, await ctx.get('/api/content/v1/data-version') as never).version;
const auditRows = (slug: string) => ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'promo'), eq(staffAudit.entityId, slug)));

async function createAndPublish(client: StaffClient, body: StaffPromoCreateBody) {
  dataOf(staffPromoCalls.create, await client.post('/api/staff/v1/promos', body));
  return dataOf(staffPromoCalls.publish, await client.post(`/api/staff/v1/promos/${body.slug}/publish`));
}

describe('who may edit promos', () => {
  it.each(['salesSunter', 'advisorSunter', 'manager'])('%s: 403 on every promo call, nothing written', async (key) => {
    const client = await signIn(ctx, demo(key));
    const before = await ctx.db.$count(promos);
    for (const answer of [
      await client.get('/api/staff/v1/promos'),
      await client.get('/api/staff/v1/promos/program-akhir-tahun-kemudi-2026'),
      await client.post('/api/staff/v1/promos', promoBody()),
      await client.patch('/api/staff/v1/promos/program-akhir-tahun-kemudi-2026', promoBody()),
      await client.post('/api/staff/v1/promos/program-akhir-tahun-kemudi-2026/unpublish'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0].message).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
    expect(await ctx.db.$count(promos)).toBe(before);
    expect(await ctx.db.$count(staffAudit, eq(staffAudit.entity, 'promo'))).toBe(0);
  });

  it('a content editor and a group admin list the promos with their status', async () => {
    for (const client of [editor, await signIn(ctx, demo('admin'))]) {
      const list = dataOf(staffPromoCalls.list, await client.get('/api/staff/v1/promos?status=live&size=100'));
      expect(list.content.length).toBeGreaterThan(0);
      expect(list.content.every((p) => p.status === 'live')).toBe(true);
      expect(list.counts.live).toBe(list.totalElements);
      expect(list.counts.ended).toBeGreaterThan(0);
    }
  });
});

describe('flash sales', () => {
  it('are listed with their status at the API\'s now, counted per status', async () => {
    const all = dataOf(staffPromoCalls.flashSales, await editor.get('/api/staff/v1/flash-sales'));
    expect(all.content.length).toBeGreaterThan(0);
    const now = today.now().getTime();
    for (const sale of all.content) {
      const expected = now < Date.parse(sale.startsAt) ? 'scheduled' : now < Date.parse(sale.endsAt) ? 'live' : 'ended';
      expect(sale.status).toBe(expected);
    }
    const live = dataOf(staffPromoCalls.flashSales, await editor.get('/api/staff/v1/flash-sales?status=live'));
    expect(live.content.length).toBe(all.counts.live);
    expect(live.content.every((s) => s.status === 'live')).toBe(true);
    expect((await (await signIn(ctx, demo('salesBandung'))).get('/api/staff/v1/flash-sales')).status).toBe(403);
  });
});

describe('a promo for Bandung only', () => {
  it('is a draft first (nowhere on the site), then answered for Bandung and not for Jakarta', async () => {
    const body = promoBody({ cityIsocodes: [BANDUNG], title: 'Festival Bandung Kemudi' });
    const draft = dataOf(staffPromoCalls.create, await editor.post('/api/staff/v1/promos', body));
    expect(draft).toMatchObject({ status: 'draft', scope: 'city', cityIsocodes: [BANDUNG] });
    expect(await heroSlugs(BANDUNG)).not.toContain(body.slug);
    expect((await ctx.get(`/api/promo/v1/promo/slug/${body.slug}`)).status).toBe(404);

    // The preview shows the draft to a Bandung visitor, not to a Jakarta one.
    const preview = (city: string) => editor.get(`/api/staff/v1/promos/preview?city=${city}&slug=${body.slug}`);
    const bandung = dataOf(staffPromoCalls.preview, await preview(BANDUNG));
    expect(bandung.hero.find((c) => c.slug === body.slug)?.isPreviewed).toBe(true);
    expect(bandung.list.map((c) => c.slug)).toContain(body.slug);
    expect(dataOf(staffPromoCalls.preview, await preview(JAKARTA_PUSAT)).list.map((c) => c.slug)).not.toContain(body.slug);

    const published = dataOf(staffPromoCalls.publish, await editor.post(`/api/staff/v1/promos/${body.slug}/publish`));
    expect(published.status).toBe('live');
    expect(await heroSlugs(BANDUNG)).toContain(body.slug);
    expect(await listSlugs(BANDUNG)).toContain(body.slug);
    expect(await heroSlugs(JAKARTA_PUSAT)).not.toContain(body.slug);
    expect(await listSlugs(JAKARTA_PUSAT)).not.toContain(body.slug);
    // A city the database does not know (a hand-made cookie): the slides that apply everywhere.
    const anywhere = await heroSlugs('9999');
    expect(anywhere).toContain('program-akhir-tahun-kemudi-2026');
    expect(anywhere).not.toContain(body.slug);
    expect(dataOf(promoCalls.bySlug, await ctx.get(`/api/promo/v1/promo/slug/${body.slug}`) as never).cities).toEqual([{ isocode: BANDUNG, name: expect.any(String) }]);

    // Unpublished: gone at once.
    dataOf(staffPromoCalls.unpublish, await editor.post(`/api/staff/v1/promos/${body.slug}/unpublish`));
    expect(await heroSlugs(BANDUNG)).not.toContain(body.slug);
    expect((await auditRows(body.slug)).map((r) => r.action).sort()).toEqual(['promo.create', 'promo.publish', 'promo.unpublish']);
  });

  it('refuses an end before the start, an unknown city and a taken slug, in Indonesian', async () => {
    const start = wibLocalOf(today.now());
    const backwards = await editor.post('/api/staff/v1/promos', promoBody({ startsAt: start, endsAt: start }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].message).toBe('Waktu selesai harus setelah waktu mulai.');
    const nowhere = await editor.post('/api/staff/v1/promos', promoBody({ cityIsocodes: ['9999'] }));
    expect(nowhere.body.errors[0].message).toBe('Kota yang dipilih tidak dikenal.');
    const taken = await editor.post('/api/staff/v1/promos', promoBody({ slug: 'program-akhir-tahun-kemudi-2026' }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].message).toBe('Slug ini sudah dipakai promo lain. Pilih slug lain.');
  });
});

describe('a scheduled promo', () => {
  it('appears at its start and disappears at its end, the data version moving at each', async () => {
    const start = today.now().getTime() + 2 * HOUR;
    const body = promoBody({ startsAt: wibLocalOf(new Date(start)), endsAt: wibLocalOf(new Date(start + 3 * HOUR)) });
    expect((await createAndPublish(editor, body)).status).toBe('scheduled');
    expect(await heroSlugs(JAKARTA_PUSAT)).not.toContain(body.slug);
    expect((await ctx.get(`/api/promo/v1/promo/slug/${body.slug}`)).status).toBe(404);

    const beforeStart = await version();
    today.advance(HOUR);
    expect(await version()).toBe(beforeStart); // no boundary passed: cached pages stay
    today.advance(HOUR);
    const started = await version();
    expect(started).toBeGreaterThan(beforeStart);
    expect(await heroSlugs(JAKARTA_PUSAT)).toContain(body.slug);
    expect(dataOf(staffPromoCalls.detail, await editor.get(`/api/staff/v1/promos/${body.slug}`)).status).toBe('live');

    today.advance(3 * HOUR);
    expect(await version()).toBeGreaterThan(started);
    expect(await heroSlugs(JAKARTA_PUSAT)).not.toContain(body.slug);
    expect(dataOf(promoCalls.bySlug, await ctx.get(`/api/promo/v1/promo/slug/${body.slug}`) as never).isExpired).toBe(true);
    expect(dataOf(staffPromoCalls.detail, await editor.get(`/api/staff/v1/promos/${body.slug}`)).status).toBe('ended');
    // An ended promo is not published again until its end moves.
    const again = await editor.post(`/api/staff/v1/promos/${body.slug}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Periode promo sudah berakhir. Ubah waktu selesai sebelum menayangkannya.');
  });
});

describe('the picture', () => {
  const upload = (client: StaffClient, bytes: Buffer, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/promo-images',
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: 'http://localhost:3001',
        'x-kemudi-console': '1',
        'content-type': contentType,
      },
      remoteAddress: client.ip,
      payload: bytes,
    });

  it('refuses what is not an image, whatever it claims to be', async () => {
    const fake = await upload(editor, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0]).toEqual({ type: 'UnsupportedFileType', message: 'Jenis berkas tidak didukung. Unggah gambar JPG, PNG atau WebP.' });
    const empty = await upload(editor, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Berkas kosong. Pilih gambar lain.');
  });

  it('a PNG is kept and served where the site serves promo pictures', async () => {
    const answer = await upload(editor, PNG, 'application/octet-stream');
    const image = dataOf(staffPromoCalls.uploadImage, { status: answer.statusCode, body: answer.json(), headers: answer.headers });
    expect(image.contentType).toBe('image/png');
    const body = promoBody({ imageId: image.id, isHero: false });
    await createAndPublish(editor, body);
    const card = dataOf(promoCalls.bySlug, await ctx.get(`/api/promo/v1/promo/slug/${body.slug}`) as never);
    expect(card.imageUrl).toBe(`/api/media/v1/promo/${body.slug}/${image.id}`);
    const served = await ctx.app.inject({ method: 'GET', url: card.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The console reads it through its own origin, with the staff session.
    expect((await editor.get(image.url)).status).toBe(200);
    expect((await new StaffClient(ctx).get(image.url)).status).toBe(401);
  });
});

describe('the audit row', () => {
  it('is written in the transaction of the change: when it cannot be written, the change is not made', async () => {
    const body = promoBody({ isHero: false });
    await createAndPublish(editor, body);
    const rows = await auditRows(body.slug);
    expect(rows.map((r) => r.action).sort()).toEqual(['promo.create', 'promo.publish']);
    expect(rows.every((r) => r.staffId === demo('editor').id)).toBe(true);

    // The audit table refuses the next update row: the promo's change must roll back with it.
    await ctx.db.execute(sql`alter table staff_audit add constraint uji_tolak_update check (action <> 'promo.update') not valid`);
    try {
      const refused = await editor.patch(`/api/staff/v1/promos/${body.slug}`, { ...body, title: 'Judul Yang Tidak Boleh Tersimpan' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.db.execute(sql`alter table staff_audit drop constraint uji_tolak_update`);
    }
    const [row] = await ctx.db.select({ title: promos.title }).from(promos).where(eq(promos.slug, body.slug));
    expect(row!.title).toBe(body.title);

    const saved = dataOf(staffPromoCalls.update, await editor.patch(`/api/staff/v1/promos/${body.slug}`, { ...body, title: 'Judul Baru Promo Uji' }));
    expect(saved.title).toBe('Judul Baru Promo Uji');
    expect(saved.timeline[0]).toMatchObject({ action: 'promo.update', staff: { name: 'Nina Kartika' } });
    expect(saved.timeline[0]!.after).toMatchObject({ title: 'Judul Baru Promo Uji' });
  });
});
