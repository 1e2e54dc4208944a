import { carVariants, cities, priceImports, type Db } from '@kemudi/db';
import {
  MAX_STAFF_PRICE,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_MAX_BYTES,
  PRICE_LIST_MAX_ROWS,
  PRICE_MESSAGES,
  DEFAULT_PRICE_CITY_LABEL,
  type PriceImport,
  type PriceImportError,
} from '@kemudi/domain/contracts/staff-prices';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { currentOtr, priceKey, writeOtrChanges, type OtrChange } from '../new-cars';
import { withAudit, type AuditActor } from '../staff';
import { priceConflict } from './service';

/*
 * Price-list imports (issue 25). A list is a CSV (comma or semicolon) or an XLSX workbook (its
 * first sheet) whose first row names the columns kode_varian, kode_kota (empty: the variant's
 * default OTR) and harga_otr (whole rupiah; "Rp 275.000.000" is read as 275000000). Uploading reads
 * and checks every row and keeps the preview — every change (variant, city, from, to) and every
 * error with its row number — and applies nothing. Applying it (by its id) writes every change in
 * one transaction with their history and the audit row, refused when the list had an error, was
 * applied already, or a price changed since the preview.
 */

type Cell = string | number | boolean | Date | null | undefined;

/** The cells of the file, a row per array (row 1 = the header). */
async function readCells(fileName: string, bytes: Buffer): Promise<Cell[][]> {
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip || /\.xlsx$/i.test(fileName)) {
    try {
      // A Buffer, never a string: the library reads a string as a file path.
      return (await readSheet(bytes)) as Cell[][];
    } catch {
      throw badRequest(PRICE_MESSAGES.FileUnreadable);
    }
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw badRequest(PRICE_MESSAGES.FileUnreadable);
  try {
    const records: string[][] = parse(text, { delimiter: [',', ';'], relax_column_count: true, skip_empty_lines: true, trim: true });
    return records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(line ? `Baris ${line}: format CSV tidak valid (periksa tanda kutip).` : PRICE_MESSAGES.FileUnreadable);
  }
}

const cellText = (cell: Cell): string => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell)).trim();
const header = (cell: Cell) => cellText(cell).toLowerCase().replace(/[\s-]+/g, '_');

/** A price cell as whole rupiah: 275000000, "275.000.000", "Rp 275.000.000"; null when it is none. */
export function rupiahOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null;
  const text = cellText(cell).replace(/^rp\.?\s*/i, '').replace(/\s/g, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replace(/\./g, ''));
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d+$/.test(text)) return Number(text);
  return null;
}

type ParsedRow = { row: number; variantCode: string; cityIsocode: string | null; price: number };

/** Every data row checked against the catalogue: the rows to price, and every problem with its row number. */
async function checkRows(db: Db, cells: Cell[][]): Promise<{ rows: ParsedRow[]; errors: PriceImportError[]; rowCount: number }> {
  const errors: PriceImportError[] = [];
  // Blank rows (a spreadsheet's empty lines) are skipped; each row keeps the file's row number.
  const [head, ...rest] = cells;
  const numbered = rest.map((cellsOfRow, i) => ({ cellsOfRow, row: i + 2 })).filter(({ cellsOfRow }) => cellsOfRow.some((c) => cellText(c) !== ''));
  const body = numbered.map((r) => r.cellsOfRow);
  const columns = (head ?? []).map(header);
  const at = { variant: columns.indexOf(PRICE_LIST_COLUMNS.variant), city: columns.indexOf(PRICE_LIST_COLUMNS.city), price: columns.indexOf(PRICE_LIST_COLUMNS.price) };
  if (!head || body.length === 0) throw badRequest(PRICE_MESSAGES.FileEmpty);
  if (at.variant < 0 || at.price < 0) {
    return {
      rows: [],
      rowCount: 0,
      errors: [{ row: 1, message: `Baris judul harus memuat kolom ${PRICE_LIST_COLUMNS.variant}, ${PRICE_LIST_COLUMNS.city} dan ${PRICE_LIST_COLUMNS.price}.` }],
    };
  }
  if (body.length > PRICE_LIST_MAX_ROWS) throw badRequest(`Daftar harga terlalu panjang: paling banyak ${PRICE_LIST_MAX_ROWS} baris harga.`);

  const texts = body.map((r) => ({ variant: cellText(r[at.variant]), city: at.city < 0 ? '' : cellText(r[at.city]) }));
  const variantCodes = [...new Set(texts.map((t) => t.variant).filter((v) => v !== ''))];
  const cityCodes = [...new Set(texts.map((t) => t.city).filter((c) => /^\d{4}$/.test(c)))];
  const [knownVariants, knownCities] = await Promise.all([
    variantCodes.length === 0 ? [] : db.select({ code: carVariants.code }).from(carVariants).where(inArray(carVariants.code, variantCodes)),
    cityCodes.length === 0 ? [] : db.select({ isocode: cities.isocode }).from(cities).where(inArray(cities.isocode, cityCodes)),
  ]);
  const variants = new Set(knownVariants.map((v) => v.code));
  const cityCodesKnown = new Set(knownCities.map((c) => c.isocode));

  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  body.forEach((cellsOfRow, i) => {
    const row = numbered[i]!.row;
    const { variant, city } = texts[i]!;
    const problems: string[] = [];
    if (variant === '') problems.push(`${PRICE_LIST_COLUMNS.variant} wajib diisi`);
    else if (!variants.has(variant)) problems.push(`varian '${variant.slice(0, 40)}' tidak ditemukan`);
    if (city !== '' && !cityCodesKnown.has(city)) problems.push(`kode kota '${city.slice(0, 20)}' tidak dikenal (4 digit, mis. 3273; kosongkan untuk harga dasar)`);
    const raw = cellsOfRow[at.price];
    const price = rupiahOf(raw);
    if (cellText(raw) === '') problems.push(`${PRICE_LIST_COLUMNS.price} wajib diisi`);
    else if (price === null) problems.push(`harga '${cellText(raw).slice(0, 30)}' bukan angka rupiah yang valid`);
    else if (price < 1 || price > MAX_STAFF_PRICE) problems.push(`harga harus antara Rp 1 dan Rp ${MAX_STAFF_PRICE.toLocaleString('id-ID')}`);
    const key = `${variant}|${city}`;
    const earlier = seen.get(key);
    if (variant !== '' && earlier !== undefined) problems.push(`varian dan kota yang sama sudah ada di baris ${earlier}`);
    else seen.set(key, row);
    if (problems.length > 0) errors.push({ row, message: `Baris ${row}: ${problems.join('; ')}.` });
    else rows.push({ row, variantCode: variant, cityIsocode: city === '' ? null : city, price: price! });
  });
  return { rows, errors, rowCount: body.length };
}

/** The changes the rows make to today's prices (rows already at their price are left out). */
async function changesOf(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], rows: readonly ParsedRow[]) {
  const current = await currentOtr(db, rows);
  return rows.flatMap((r) => {
    const from = current.get(priceKey(r));
    return from === undefined || from === r.price ? [] : [{ row: r.row, variantCode: r.variantCode, cityIsocode: r.cityIsocode, from, to: r.price }];
  });
}

/** Reads and checks an uploaded list and keeps its preview; nothing is applied. */
export async function previewImport(db: Db, actor: AuditActor, fileName: string, base64: string): Promise<PriceImport> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(PRICE_MESSAGES.FileEmpty);
  if (bytes.length > PRICE_LIST_MAX_BYTES) throw new AppError(413, 'PayloadTooLarge', PRICE_MESSAGES.FileTooLarge);
  const { rows, errors, rowCount } = await checkRows(db, await readCells(fileName, bytes));
  // Reading today's prices locks nothing outside a transaction: the apply step compares again.
  const changes = await db.transaction(async (tx) => changesOf(tx, rows));
  const [saved] = await db
    .insert(priceImports)
    .values({ staffId: actor.staffId!, fileName, rowCount, changes, errors, createdAt: actor.at })
    .returning();
  return importAnswer(db, saved!);
}

async function importAnswer(db: Db, row: typeof priceImports.$inferSelect): Promise<PriceImport> {
  const variantCodes = [...new Set(row.changes.map((c) => c.variantCode))];
  const cityCodes = [...new Set(row.changes.flatMap((c) => (c.cityIsocode ? [c.cityIsocode] : [])))];
  const [variantNames, cityNames] = await Promise.all([
    variantCodes.length === 0 ? [] : db.select({ code: carVariants.code, name: carVariants.name, model: carVariants.modelCode }).from(carVariants).where(inArray(carVariants.code, variantCodes)),
    cityCodes.length === 0 ? [] : db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(inArray(cities.isocode, cityCodes)),
  ]);
  const vName = new Map(variantNames.map((v) => [v.code, v.name]));
  const cName = new Map(cityNames.map((c) => [c.isocode, c.name]));
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    rowCount: row.rowCount,
    unchanged: Math.max(0, row.rowCount - row.errors.length - row.changes.length),
    changes: row.changes.map((c) => ({
      ...c,
      variantName: vName.get(c.variantCode) ?? c.variantCode,
      cityName: c.cityIsocode === null ? DEFAULT_PRICE_CITY_LABEL : (cName.get(c.cityIsocode) ?? c.cityIsocode),
    })),
    errors: row.errors,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

export async function importDetail(db: Db, id: string): Promise<PriceImport> {
  const [row] = await db.select().from(priceImports).where(eq(priceImports.id, id));
  if (!row) throw notFound('Impor daftar harga tidak ditemukan.');
  return importAnswer(db, row);
}

/** Applies a previewed list: every change, its history and the audit row in one transaction. */
export async function applyImport(db: Db, actor: AuditActor, id: string): Promise<PriceImport> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(priceImports).where(eq(priceImports.id, id)).for('update');
    if (!row) throw notFound('Impor daftar harga tidak ditemukan.');
    if (row.status === 'applied') throw priceConflict('ImportApplied', PRICE_MESSAGES.ImportApplied);
    if (row.errors.length > 0) throw priceConflict('ImportHasErrors', PRICE_MESSAGES.ImportHasErrors);
    if (row.changes.length === 0) throw priceConflict('ImportNothing', PRICE_MESSAGES.ImportNothing);
    // Locks the variants, then compares with the preview: a price moved since (another import, an
    // edit, the dealer push) refuses the whole list rather than overwrite what someone just set.
    const current = await currentOtr(tx, row.changes);
    const stale = row.changes.find((c) => current.get(priceKey(c)) !== c.from);
    if (stale) throw priceConflict('ImportStale', `${PRICE_MESSAGES.ImportStale} (baris ${stale.row})`);
    const changes: OtrChange[] = row.changes.map((c) => ({ variantCode: c.variantCode, cityIsocode: c.cityIsocode, from: c.from, to: c.to }));
    await writeOtrChanges(tx, changes, { source: 'import', staffId: actor.staffId, importId: id, at: actor.at });
    await tx.update(priceImports).set({ status: 'applied', appliedAt: actor.at }).where(eq(priceImports.id, id));
    await withAudit(tx, actor, {
      action: 'price.import',
      entity: 'price_import',
      entityId: id,
      after: { fileName: row.fileName, changes: row.changes.length, rows: row.rowCount },
    });
  });
  return importDetail(db, id);
}
