import { createHash } from 'node:crypto';
import { queryRows, type Db } from '@kemudi/db';
import { sql } from 'drizzle-orm';
import { objectKey, type FileStore } from '../lib/file-store';

/*
 * Files uploaded before S3_BUCKET was set move to the bucket (issue 27): `npm run uploads:migrate
 * -w @kemudi/api` runs it to the end, and the API's job 'uploads.move-to-object-storage' a batch at
 * a time while S3_BUCKET is set. One file at a time, each in its own transaction:
 *   1. the row is claimed (FOR UPDATE SKIP LOCKED: another process moves other rows);
 *   2. its object is written under a key made from the row's id — unless the bucket already holds
 *      that key with the same size and SHA-256 (a run stopped after the copy), so running it twice
 *      writes nothing twice;
 *   3. the row records where the file now lives (storage 's3', storage_key) and drops its bytes,
 *      in one UPDATE that also checks the row is still in the database.
 * A bucket that fails stops the run with the row untouched (its bytes still in the database).
 */

type Source = {
  table: 'uploaded_files' | 'promo_images' | 'salesman_photos';
  key: (row: { id: string; purpose: string | null }) => string;
};

const SOURCES: readonly Source[] = [
  { table: 'uploaded_files', key: (r) => objectKey.upload(r.purpose ?? 'attachment', r.id) },
  { table: 'promo_images', key: (r) => objectKey.promoImage(r.id) },
  { table: 'salesman_photos', key: (r) => objectKey.salesmanPhoto(r.id) },
];
const SENSITIVE = new Set(['ktp', 'sim', 'selfie']);

type Row = { id: string; purpose: string | null; content_type: string; size: number; sha256: string; data: Buffer | Uint8Array };

export type MigrationCounts = { copied: number; alreadyThere: number };

/** Moves one file of `source` to the bucket; false when none is left to move (or all are being moved by others). */
async function moveOne(db: Db, store: FileStore, source: Source, counts: MigrationCounts): Promise<boolean> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const purpose = source.table === 'uploaded_files' ? sql`purpose` : sql`null::text`;
    const [row] = await queryRows<Row>(
      tx,
      sql`select id, ${purpose} as purpose, content_type, size, sha256, data from ${sql.identifier(source.table)}
          where storage = 'db' order by created_at, id limit 1 for update skip locked`,
    );
    if (!row) return false;
    const bytes = Buffer.from(row.data);
    if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
      // Never drop bytes that do not match what was checked at upload: stop and say which.
      throw new Error(`${source.table} ${row.id}: the bytes in the database do not match their SHA-256; nothing was moved`);
    }
    const key = source.key(row);
    if (await store.holds(key, row.size, row.sha256)) {
      counts.alreadyThere += 1;
    } else {
      await store.save(key, bytes, { contentType: row.content_type, sha256: row.sha256, sensitive: SENSITIVE.has(row.purpose ?? '') });
      counts.copied += 1;
    }
    await tx.execute(sql`update ${sql.identifier(source.table)} set storage = 's3', storage_key = ${key}, data = null where id = ${row.id} and storage = 'db'`);
    return true;
  });
}

/**
 * Moves up to `limit` files (all when unset) from the database to the bucket. Returns how many
 * were copied and how many the bucket already held. Throws (the store's 503) when the bucket fails.
 */
export async function moveUploadsToObjectStorage(db: Db, store: FileStore, limit = Number.POSITIVE_INFINITY): Promise<MigrationCounts> {
  if (store.kind !== 's3') throw new Error('S3_BUCKET is not set: there is no bucket to move the files to');
  const counts: MigrationCounts = { copied: 0, alreadyThere: 0 };
  for (const source of SOURCES) {
    while (counts.copied + counts.alreadyThere < limit && (await moveOne(db, store, source, counts)));
  }
  return counts;
}

/** How many files of each table are still in the database. */
export async function filesLeftInDatabase(db: Db): Promise<Record<Source['table'], number>> {
  const out = {} as Record<Source['table'], number>;
  for (const { table } of SOURCES) {
    const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(table)} where storage = 'db'`);
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}
