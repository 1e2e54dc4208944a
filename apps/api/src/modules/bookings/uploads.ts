import { createHash, randomUUID } from 'node:crypto';
import { uploadedFiles, type Db } from '@kemudi/db';
import { BOOKING_MESSAGES as M, UPLOAD_ATTACHMENT_TYPES, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadPurpose } from '@kemudi/domain/bookings';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { objectKey, saveThenRecord, type FileStore } from '../../lib/file-store';
import { judgeUpload } from '../../lib/uploads';
import type { Owner } from './draft';

/*
 * Uploads (issue 13: "type and size checked, stored safely, never served back with an executable
 * type"). The type is judged from the file's bytes (its magic number), never from the name or the
 * Content-Type the browser declared: a PNG sent as 'foto.jpg' is a PNG, an HTML page or a program
 * sent as image/jpeg is refused. The bytes live in the database or, with S3_BUCKET, in an
 * S3-compatible bucket (issue 27, lib/file-store.ts; every API process sees them either way);
 * unattached files are deleted after a day, their objects with them.
 */

/** Guests: the web keeps a random key per browser in an HttpOnly cookie and passes it in this header. */
export const UPLOAD_OWNER_HEADER = 'x-upload-owner';
const OWNER_KEY = /^[A-Za-z0-9_-]{16,128}$/;
export const ORPHAN_AGE_MS = 24 * 3_600_000;

/** The guest's owner key from the request header, or null when absent or malformed. */
export function ownerKeyOf(header: unknown): string | null {
  return typeof header === 'string' && OWNER_KEY.test(header) ? header : null;
}

const fileError = (status: number, type: string, message: string) => new AppError(status, type, message);

/** Identity documents: stored with server-side encryption where the bucket has it (S3_SERVER_SIDE_ENCRYPTION). */
const SENSITIVE_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['ktp', 'sim', 'selfie']);

export async function storeUpload(db: Db, files: FileStore, input: { purpose: UploadPurpose; bytes: Buffer; owner: Owner; ip: string | null; now: Date }) {
  if (!input.owner.customerId && !input.owner.key) throw fileError(400, 'UploadOwnerMissing', 'Unggahan tidak dapat dikaitkan dengan peramban Anda. Muat ulang halaman dan coba lagi.');
  const attachment = input.purpose === 'attachment';
  const mime = await judgeUpload(input.bytes, {
    allowed: attachment ? UPLOAD_ATTACHMENT_TYPES : UPLOAD_IMAGE_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
    messages: { empty: M.FILE_EMPTY, tooLarge: M.FILE_TOO_LARGE, type: attachment ? M.FILE_TYPE_ATTACHMENT : M.FILE_TYPE },
  });
  // The bytes first, then the row that names them: a store that fails answers 503 and records
  // nothing, so no row ever points at bytes that were not kept.
  const id = randomUUID();
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const [row] = await saveThenRecord(files, objectKey.upload(input.purpose, id), input.bytes, { contentType: mime, sha256, sensitive: SENSITIVE_PURPOSES.has(input.purpose) }, (stored) =>
    db
      .insert(uploadedFiles)
      .values({
        id,
        purpose: input.purpose,
        contentType: mime,
        size: input.bytes.length,
        sha256,
        ...stored,
        ownerCustomerId: input.owner.customerId,
        ownerKey: input.owner.customerId ? null : input.owner.key,
        ip: input.ip,
        createdAt: input.now,
      })
      .returning({ id: uploadedFiles.id, purpose: uploadedFiles.purpose, contentType: uploadedFiles.contentType, size: uploadedFiles.size }),
  );
  return { id: row!.id, purpose: row!.purpose as UploadPurpose, contentType: row!.contentType, size: row!.size };
}

const ORPHAN_BATCH = 100;

/**
 * The sweep: files no booking or lead took within a day are deleted, a batch at a time. The rows
 * are claimed (FOR UPDATE SKIP LOCKED: another process sweeps other rows; a booking naming one of
 * them waits, then finds it gone), their objects deleted from the bucket, then the rows: a bucket
 * that fails rolls the batch back, and the next round tries again (deleting a gone key succeeds).
 */
export async function deleteOrphanUploads(db: Db, files: FileStore, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const orphan = and(isNull(uploadedFiles.bookingId), isNull(uploadedFiles.leadId), lt(uploadedFiles.createdAt, new Date(now.getTime() - ORPHAN_AGE_MS)));
      const rows = await tx
        .select({ id: uploadedFiles.id, storage: uploadedFiles.storage, storageKey: uploadedFiles.storageKey, data: sql<null>`null` })
        .from(uploadedFiles)
        .where(orphan)
        .limit(ORPHAN_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      await files.remove(rows);
      const gone = await tx.delete(uploadedFiles).where(and(inArray(uploadedFiles.id, rows.map((r) => r.id)), orphan)).returning({ id: uploadedFiles.id });
      return gone.length;
    });
    total += n;
    if (n < ORPHAN_BATCH) return total;
  }
}

/** The name a file is served under: never the uploaded one. */
export function servedName(contentType: string): string {
  return contentType === 'application/pdf' ? 'dokumen.pdf' : `foto.${contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg'}`;
}
