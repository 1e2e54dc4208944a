import { createHash } from 'node:crypto';
import { uploadedFiles, type Db } from '@kemudi/db';
import { BOOKING_MESSAGES as M, UPLOAD_ATTACHMENT_TYPES, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadPurpose } from '@kemudi/domain/bookings';
import { and, isNull, lt } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { judgeUpload } from '../../lib/uploads';
import type { Owner } from './draft';

/*
 * Uploads (issue 13: "type and size checked, stored safely, never served back with an executable
 * type"). The type is judged from the file's bytes (its magic number), never from the name or the
 * Content-Type the browser declared: a PNG sent as 'foto.jpg' is a PNG, an HTML page or a program
 * sent as image/jpeg is refused. Files live in the database (every API process sees them) until
 * a booking names them; unattached ones are deleted after a day.
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

export async function storeUpload(db: Db, input: { purpose: UploadPurpose; bytes: Buffer; owner: Owner; ip: string | null; now: Date }) {
  if (!input.owner.customerId && !input.owner.key) throw fileError(400, 'UploadOwnerMissing', 'Unggahan tidak dapat dikaitkan dengan peramban Anda. Muat ulang halaman dan coba lagi.');
  const attachment = input.purpose === 'attachment';
  const mime = await judgeUpload(input.bytes, {
    allowed: attachment ? UPLOAD_ATTACHMENT_TYPES : UPLOAD_IMAGE_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
    messages: { empty: M.FILE_EMPTY, tooLarge: M.FILE_TOO_LARGE, type: attachment ? M.FILE_TYPE_ATTACHMENT : M.FILE_TYPE },
  });
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      purpose: input.purpose,
      contentType: mime,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      data: input.bytes,
      ownerCustomerId: input.owner.customerId,
      ownerKey: input.owner.customerId ? null : input.owner.key,
      ip: input.ip,
      createdAt: input.now,
    })
    .returning({ id: uploadedFiles.id, purpose: uploadedFiles.purpose, contentType: uploadedFiles.contentType, size: uploadedFiles.size });
  return { id: row!.id, purpose: row!.purpose as UploadPurpose, contentType: row!.contentType, size: row!.size };
}

/** The sweep: files no booking or lead took within a day are deleted. */
export async function deleteOrphanUploads(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(uploadedFiles)
    .where(and(isNull(uploadedFiles.bookingId), isNull(uploadedFiles.leadId), lt(uploadedFiles.createdAt, new Date(now.getTime() - ORPHAN_AGE_MS))))
    .returning({ id: uploadedFiles.id });
  return gone.length;
}

/** The name a file is served under: never the uploaded one. */
export function servedName(contentType: string): string {
  return contentType === 'application/pdf' ? 'dokumen.pdf' : `foto.${contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg'}`;
}
