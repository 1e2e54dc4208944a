import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { ApiConfig } from '../env';
import { AppError } from './errors';

/*
 * Where an uploaded file's bytes live (issue 27): the database (the default, every API process sees
 * them) or an S3-compatible bucket (S3_BUCKET: AWS S3, MinIO, any cloud's S3 API). Every upload
 * table (uploaded_files, promo_images, salesman_photos) carries `storage`, `storage_key` and
 * `data`; the modules save new bytes and load old ones only through this interface, so a row keeps
 * being readable whichever store wrote it (files uploaded before S3_BUCKET was set stay in the
 * database until `npm run uploads:migrate` moves them).
 *
 * Files are served by the API after its own owner check (a booking's file to its customer only),
 * read whole from the bucket (at most 5 MB each): the bucket stays private and out of the
 * visitor's reach, the answer keeps our headers (type checked at upload, nosniff, no-store), and a
 * link that leaks is worth nothing — a presigned URL would let anyone holding it read a KTP scan
 * for its lifetime. A bucket that cannot be reached, answers too late or refuses our key is a
 * 503 with an Indonesian message (logged with its cause); nothing is written to the database for an
 * upload whose bytes were not stored.
 */

export type Storage = 'db' | 's3';
/** Where the store says what went wrong (the app's logger, or the console of `npm run uploads:migrate`). */
export type StoreLog = { error: (details: Record<string, unknown>, message: string) => void };
/** A row's storage columns, as read. */
export type StoredFile = { storage: string; storageKey: string | null; data: Buffer | null };
/** The storage columns to write for new bytes. */
export type FileColumns = { storage: Storage; storageKey: string | null; data: Buffer | null };
export type SaveOptions = {
  contentType: string;
  sha256: string;
  /** An identity document (KTP, SIM, selfie): stored with server-side encryption where configured. */
  sensitive?: boolean;
};

export interface FileStore {
  /** Where new bytes go. */
  readonly kind: Storage;
  save(key: string, bytes: Buffer, options: SaveOptions): Promise<FileColumns>;
  /** The bytes of a row, wherever they are (404 when the bucket lost them, 503 when it cannot answer). */
  load(file: StoredFile): Promise<Buffer>;
  /** Deletes the objects of rows kept in the bucket (rows kept in the database lose their bytes with the row). */
  remove(files: readonly StoredFile[]): Promise<void>;
  /** Whether the bucket already holds this key with this size and SHA-256 (the migration's idempotence). */
  holds(key: string, size: number, sha256: string): Promise<boolean>;
}

/** The object key of a row: derived from its id, so that copying it twice writes one object. */
export const objectKey = {
  upload: (purpose: string, id: string) => `uploads/${purpose}/${id}`,
  promoImage: (id: string) => `promo-images/${id}`,
  salesmanPhoto: (id: string) => `salesman-photos/${id}`,
};

/** The uploader's answer when the bytes could not be stored (nothing was recorded: the upload can simply be sent again). */
export const STORAGE_SAVE_FAILED_MESSAGE = 'Berkas belum tersimpan karena penyimpanan berkas sedang tidak dapat dihubungi. Silakan unggah lagi dalam beberapa saat.';
/** A reader's answer when stored bytes cannot be fetched now (the record and the file stay). */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Berkas sedang tidak dapat dibuka karena penyimpanan berkas tidak dapat dihubungi. Coba lagi dalam beberapa saat.';
const RETRY_AFTER_SECONDS = 30;
const unavailable = (message = STORAGE_UNAVAILABLE_MESSAGE) => new AppError(503, 'StorageUnavailable', message, { retryAfter: RETRY_AFTER_SECONDS });
const lost = () => new AppError(404, 'NotFoundError', 'Berkas tidak ditemukan');

/** The bytes of a database row; a row moved to a bucket this process does not know is a 503 (configuration), never an empty file. */
function fromDatabase(file: StoredFile, log: StoreLog): Buffer {
  if (file.storage === 'db' && file.data) return file.data;
  log.error({ storage: file.storage, key: file.storageKey }, 'file is in object storage, but S3_BUCKET is not set in this process');
  throw unavailable();
}

/** The local default: bytes in the row. */
export function databaseFileStore(log: StoreLog): FileStore {
  return {
    kind: 'db',
    save: async (_key, bytes) => ({ storage: 'db', storageKey: null, data: bytes }),
    load: async (file) => fromDatabase(file, log),
    remove: async (files) => {
      if (files.some((f) => f.storage === 's3')) {
        log.error({}, 'files in object storage cannot be deleted: S3_BUCKET is not set in this process');
        throw unavailable();
      }
    },
    holds: async () => false,
  };
}

type S3Settings = Pick<
  ApiConfig,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_TIMEOUT_MS' | 'S3_SERVER_SIDE_ENCRYPTION'
>;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } }
      : {}),
    // One retry: an uploader waits at most about twice the time-out before hearing of a failure.
    maxAttempts: 2,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer
    // default trailing checksums; the bytes are verified by their SHA-256 at migration instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A request with no answer within the time-out fails (by default the handler would only warn).
    requestHandler: new NodeHttpHandler({ connectionTimeout: settings.S3_TIMEOUT_MS, requestTimeout: settings.S3_TIMEOUT_MS, throwOnRequestTimeout: true }),
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || statusOf(error) === 404);

/** An S3-compatible bucket (S3_BUCKET). Rows still in the database are read from there. */
export function s3FileStore(settings: S3Settings & { S3_BUCKET: string }, log: StoreLog, client: S3Client = s3Client(settings)): FileStore {
  const bucket = settings.S3_BUCKET;
  /** Logs the cause (never shown to the caller) and answers the one 503. */
  const failure = (error: unknown, op: string, key: string) => {
    const status = statusOf(error);
    const cause = error instanceof Error ? { name: error.name, message: error.message, code: (error as { code?: string }).code } : { message: String(error) };
    const hint = status === 403 ? 'the bucket refused our key (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, or the key’s policy)' : 'object storage did not answer as expected';
    log.error({ op, bucket, key, status, cause }, hint);
    return unavailable(op === 'put' ? STORAGE_SAVE_FAILED_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE);
  };
  return {
    kind: 's3',
    async save(key, bytes, options) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: options.contentType,
            ContentLength: bytes.length,
            Metadata: { sha256: options.sha256 },
            ...(options.sensitive && settings.S3_SERVER_SIDE_ENCRYPTION !== 'off' ? { ServerSideEncryption: settings.S3_SERVER_SIDE_ENCRYPTION } : {}),
          }),
        );
      } catch (error) {
        throw failure(error, 'put', key);
      }
      return { storage: 's3', storageKey: key, data: null };
    },
    async load(file) {
      if (file.storage !== 's3' || !file.storageKey) return fromDatabase(file, log);
      const key = file.storageKey;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) throw lost();
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isMissing(error)) {
          log.error({ bucket, key }, 'an uploaded file is missing from object storage');
          throw lost();
        }
        throw failure(error, 'get', key);
      }
    },
    async remove(files) {
      for (const file of files) {
        if (file.storage !== 's3' || !file.storageKey) continue;
        try {
          // Deleting a key that is already gone succeeds: a sweep interrupted half-way can run again.
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: file.storageKey }));
        } catch (error) {
          throw failure(error, 'delete', file.storageKey);
        }
      }
    },
    async holds(key, size, sha256) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength === size && head.Metadata?.sha256 === sha256;
      } catch (error) {
        if (isMissing(error)) return false;
        throw failure(error, 'head', key);
      }
    },
  };
}

/**
 * Stores the bytes, then writes the row that names them (`record`). A store that fails throws its
 * 503 before anything is recorded; a row that cannot be written takes its new object with it (the
 * store logs a failed delete itself), so no object is left that no row names.
 */
export async function saveThenRecord<T>(files: FileStore, key: string, bytes: Buffer, options: SaveOptions, record: (columns: FileColumns) => Promise<T>): Promise<T> {
  const stored = await files.save(key, bytes, options);
  try {
    return await record(stored);
  } catch (error) {
    await files.remove([stored]).catch(() => undefined);
    throw error;
  }
}

/** The store of this configuration: the bucket when S3_BUCKET is set, else the database. */
export function fileStoreFromConfig(config: ApiConfig, log: StoreLog): FileStore {
  return config.S3_BUCKET ? s3FileStore({ ...config, S3_BUCKET: config.S3_BUCKET }, log) : databaseFileStore(log);
}
