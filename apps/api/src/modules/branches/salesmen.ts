import { branches, carColors, carModels, cities, provinces, salesmen, type BranchService, type Db } from '@kemudi/db';
import { BRANCH_SERVICES, type SalesmanCard } from '@kemudi/domain/contracts/branches';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { whatsAppLink } from '@kemudi/domain/vocabulary';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { latestArticles } from '../editorial';
import { countSalesmanPromos, listSalesmanOwnPromos } from '../promos';
import { closedDaysColumn } from './closures';
import { describeSchedule } from './schedule';

type SalesmanRow = typeof salesmen.$inferSelect;

const salesmanNotFound = (what: string) => notFound(`Sales ${what} tidak ditemukan`);

/** wa.me link that opens a chat with the greeting already typed. */
const waLink = (whatsapp: string, name: string) => whatsAppLink(whatsapp, `Halo ${name}, saya tertarik dengan mobil Toyota`);

/** Model names for a set of codes, in one query. */
async function modelNames(db: Db, codes: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ code: carModels.code, name: carModels.name }).from(carModels).where(inArray(carModels.code, unique));
  return new Map(rows.map((r) => [r.code, r.name]));
}

function toCard(row: SalesmanRow, names: Map<string, string>): SalesmanCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position,
    whatsapp: row.whatsapp,
    waLink: waLink(row.whatsapp, row.name),
    yearsOfService: row.yearsOfService,
    // A specialty whose model left the catalogue is dropped rather than shown as a bare code.
    specialties: row.specialties.flatMap((code) => {
      const name = names.get(code);
      return name === undefined ? [] : [{ code, name }];
    }),
    imageUrl: row.photoId ? MEDIA.salesmanPhoto(row.slug, row.photoId) : MEDIA.avatar(row.slug),
    url: ROUTES.salesman(row.slug),
  };
}

/** Most experienced first, then by name (stable paging). */
const salesmanOrder = [desc(salesmen.yearsOfService), asc(salesmen.name), asc(salesmen.id)];

/** §7 salesman/branch/{name}: the sales staff of a branch, paginated (§9 size 3). */
export async function listBranchSalesmen(db: Db, branchSlug: string, page: number, size: number) {
  const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.slug, branchSlug)).limit(1);
  if (!branch) throw notFound(`Cabang '${branchSlug}' tidak ditemukan`);
  // Issue 25: a salesman marked inactive in the console is left out of the list (his page still answers).
  const where = and(eq(salesmen.branchId, branch.id), eq(salesmen.active, true));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(salesmen)
      .where(where)
      .orderBy(...salesmanOrder)
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(salesmen).where(where),
  ]);
  const names = await modelNames(db, rows.flatMap((r) => r.specialties));
  return toPage(
    rows.map((r) => toCard(r, names)),
    page,
    size,
    totals[0]?.total ?? 0,
  );
}

/** The full profile of one salesman, found by slug or by id. */
async function getProfile(db: Db, now: Date, where: SQL, what: string) {
  const [row] = await db
    .select({ salesman: salesmen, branch: branches, cityName: cities.name })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .where(where)
    .limit(1);
  if (!row) throw salesmanNotFound(what);
  const { salesman, branch, cityName } = row;
  const [names, promoCount] = await Promise.all([
    modelNames(db, salesman.specialties),
    countSalesmanPromos(db, now, salesman.slug, branch.slug),
  ]);
  return {
    ...toCard(salesman, names),
    bio: salesman.bio,
    languages: salesman.languages,
    branch: {
      id: branch.id,
      slug: branch.slug,
      name: branch.name,
      address: branch.address,
      cityIsocode: branch.cityIsocode,
      cityName,
      provinceIsocode: branch.provinceIsocode,
      phone: branch.phone,
      whatsapp: branch.whatsapp,
      hidden: branch.hidden,
      url: ROUTES.branch(branch.slug),
    },
    galleryCount: salesman.gallery.filter((g) => g.kind === 'profile').length,
    customerGalleryCount: salesman.gallery.filter((g) => g.kind === 'customer').length,
    promoCount,
  };
}

/** §7 salesman/salesman-slug/{slug}. */
export function getSalesmanBySlug(db: Db, now: Date, slug: string) {
  return getProfile(db, now, eq(salesmen.slug, slug), `dengan slug '${slug}'`);
}

/** §7 salesman/{id}. */
export function getSalesmanById(db: Db, now: Date, id: number) {
  return getProfile(db, now, eq(salesmen.id, id), `dengan id ${id}`);
}

/** Indonesian label, one line and the site page of each branch service. */
const SERVICE_INFO: Record<BranchService, { label: string; description: string; url: string }> = {
  sales: {
    label: 'Penjualan Mobil Baru',
    description: 'Konsultasi, test drive, simulasi kredit dan pemesanan mobil baru Toyota.',
    url: ROUTES.newCars,
  },
  bengkel: {
    label: 'Servis Bengkel',
    description: 'Servis berkala dan perbaikan oleh teknisi bersertifikat Toyota dengan suku cadang asli.',
    url: SERVICE_ROUTES['layanan-bengkel'] ?? ROUTES.services,
  },
  'body-paint': {
    label: 'Body & Paint',
    description: 'Perbaikan bodi dan pengecatan ulang dengan standar warna pabrik.',
    url: SERVICE_ROUTES['body-paint'] ?? ROUTES.services,
  },
  'home-service': {
    label: 'Toyota Home Service',
    description: 'Teknisi datang ke rumah atau kantor Anda untuk servis ringan dan berkala.',
    url: SERVICE_ROUTES['home-service'] ?? ROUTES.services,
  },
};

/** §7 salesman/layanan/{slug}: what the salesman's branch offers, in a fixed order. */
export async function getSalesmanServices(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: salesmen.slug, name: salesmen.name, branchSlug: branches.slug, branchName: branches.name, services: branches.services })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .where(eq(salesmen.slug, slug))
    .limit(1);
  if (!row) throw salesmanNotFound(`dengan slug '${slug}'`);
  const offered = new Set(row.services);
  return {
    salesman: { slug: row.slug, name: row.name, url: ROUTES.salesman(row.slug) },
    branch: { slug: row.branchSlug, name: row.branchName, url: ROUTES.branch(row.branchSlug) },
    services: BRANCH_SERVICES.filter((code) => offered.has(code)).map((code) => ({ code, ...SERVICE_INFO[code] })),
  };
}

/**
 * §7 gallery and customer-galleries by salesman: one kind of the salesman's gallery, newest first.
 * A photo of a car is drawn as that model (each photo takes the model's colours in turn);
 * any other photo shows the salesman's avatar.
 */
export async function listGallery(db: Db, slug: string, kind: 'profile' | 'customer', page: number, size: number) {
  const [row] = await db.select({ gallery: salesmen.gallery }).from(salesmen).where(eq(salesmen.slug, slug)).limit(1);
  if (!row) throw salesmanNotFound(`dengan slug '${slug}'`);
  const items = row.gallery
    .map((item, index) => ({ ...item, id: index + 1 }))
    .filter((item) => item.kind === kind)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  const slice = items.slice(page * size, page * size + size);

  const codes = [...new Set(slice.flatMap((i) => (i.modelCode ? [i.modelCode] : [])))];
  const [names, colours] = await Promise.all([
    modelNames(db, codes),
    codes.length
      ? db
          .select({ modelCode: carColors.modelCode, hex: carColors.hex, roofHex: carColors.roofHex })
          .from(carColors)
          .where(inArray(carColors.modelCode, codes))
          .orderBy(asc(carColors.modelCode), asc(carColors.sortOrder), asc(carColors.id))
      : [],
  ]);
  const coloursByModel = new Map<string, { hex: string; roofHex: string | null }[]>();
  for (const c of colours) coloursByModel.set(c.modelCode, [...(coloursByModel.get(c.modelCode) ?? []), c]);

  const imageOf = (modelCode: string | null, id: number) => {
    const options = modelCode ? coloursByModel.get(modelCode) : undefined;
    const colour = options?.[id % options.length];
    return modelCode && colour ? MEDIA.car(modelCode, colour.hex, colour.roofHex) : MEDIA.avatar(slug);
  };

  return toPage(
    slice.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      caption: item.caption,
      modelCode: item.modelCode,
      modelName: item.modelCode ? (names.get(item.modelCode) ?? null) : null,
      date: item.date,
      imageUrl: imageOf(item.modelCode, item.id),
    })),
    page,
    size,
    items.length,
  );
}

/** Why buy through a Kemudi sales consultant: content the spec does not show, kept with the code. */
const VALUE_PROPOSITIONS = [
  {
    code: 'harga-resmi',
    title: 'Harga dan Promo Resmi',
    description: 'Harga on the road resmi Toyota dan promo terbaru langsung dari dealer, tanpa biaya tersembunyi.',
    icon: 'promo',
  },
  {
    code: 'simulasi-kredit',
    title: 'Simulasi Kredit Sesuai Kemampuan',
    description: 'Sales konsultan membantu menghitung uang muka, tenor dan angsuran dari perusahaan pembiayaan mitra.',
    icon: 'package',
  },
  {
    code: 'test-drive',
    title: 'Test Drive di Rumah atau Kantor',
    description: 'Jadwalkan test drive di showroom atau minta unit diantar ke lokasi Anda.',
    icon: 'steering',
  },
  {
    code: 'tukar-tambah',
    title: 'Tukar Tambah dan Purna Jual',
    description: 'Mobil lama bisa dijadikan uang muka, dan servis berikutnya tetap didampingi oleh cabang yang sama.',
    icon: 'exchange',
  },
] as const;

export function listValuePropositions() {
  return VALUE_PROPOSITIONS.map((v) => ({ ...v, iconUrl: MEDIA.icon(v.icon) }));
}

// ---------------------------------------------------------------------------------------------
// News and branch by salesman slug (§7 "Content")
// ---------------------------------------------------------------------------------------------

async function findSalesman(db: Db, slug: string) {
  const [row] = await db.select().from(salesmen).where(eq(salesmen.slug, slug)).limit(1);
  if (!row) throw notFound(`Sales dengan slug '${slug}' tidak ditemukan`);
  return row;
}

/** How many of the newest articles the salesman page shows under the promos. */
const SALESMAN_ARTICLES = 3;

/**
 * §7 news by salesman slug: the salesman's own promos running today (validFrom ≤ today ≤
 * validUntil, WIB) by their sortOrder, plus the 3 newest articles published by today.
 */
export async function getSalesmanNews(db: Db, now: Date, slug: string) {
  const salesman = await findSalesman(db, slug);
  const [promoCards, articleCards] = await Promise.all([
    listSalesmanOwnPromos(db, now, slug),
    latestArticles(db, now, SALESMAN_ARTICLES),
  ]);
  return { salesman: { slug: salesman.slug, name: salesman.name }, promos: promoCards, articles: articleCards };
}

/** §7 branch-detail by salesman slug: the branch the salesman works at, with its schedule. */
export async function getSalesmanBranch(db: Db, now: Date, slug: string) {
  const [row] = await db
    .select({
      salesman: salesmen,
      branch: branches,
      city: { isocode: cities.isocode, name: cities.name },
      province: { isocode: provinces.isocode, name: provinces.name },
      closedDays: closedDaysColumn,
    })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .innerJoin(cities, eq(cities.isocode, branches.cityIsocode))
    .innerJoin(provinces, eq(provinces.isocode, branches.provinceIsocode))
    .where(eq(salesmen.slug, slug))
    .limit(1);
  if (!row) throw notFound(`Sales dengan slug '${slug}' tidak ditemukan`);
  const { salesman, branch, city, province, closedDays } = row;
  return {
    salesman: { slug: salesman.slug, name: salesman.name, position: salesman.position, whatsapp: salesman.whatsapp },
    branch: {
      id: branch.id,
      name: branch.name,
      slug: branch.slug,
      address: branch.address,
      city,
      province,
      phone: branch.phone,
      whatsapp: branch.whatsapp,
      email: branch.email,
      latitude: branch.latitude,
      longitude: branch.longitude,
      services: branch.services,
      schedule: describeSchedule(branch.workingSchedule, branch.provinceIsocode, now, closedDays),
      url: ROUTES.branch(branch.slug),
    },
  };
}
