/**
 * `npm run uploads:migrate -w @kemudi/api` (issue 27): moves the uploaded files still held in the
 * database (booking photos, KTP/SIM/selfie scans, attachments, promo pictures, salesman photos) to
 * the S3-compatible bucket of S3_BUCKET, against DATABASE_URL or the embedded database under
 * DATA_DIR. Safe to run twice and beside a running API or a second run (jobs/uploads-migrate.ts).
 */
import { join } from 'node:path';
import { createDb } from '@kemudi/db';
import { loadConfig } from './env';
import { AppError } from './lib/errors';
import { fileStoreFromConfig } from './lib/file-store';
import { filesLeftInDatabase, moveUploadsToObjectStorage } from './jobs/uploads-migrate';

function fail(message: string): never {
  console.error(`[uploads:migrate] ${message}`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
if (!config.S3_BUCKET) fail('S3_BUCKET is not set: say which bucket the files go to (README, "Uploads in object storage")');

const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite'), poolSize: 2 });
const store = fileStoreFromConfig(config, { error: (details, message) => console.error(`[uploads:migrate] ${message}`, JSON.stringify(details)) });
try {
  await handle.exclusively(() => handle.migrate());
  const counts = await moveUploadsToObjectStorage(handle.db, store);
  const left = await filesLeftInDatabase(handle.db);
  console.info(`[uploads:migrate] ${counts.copied} file(s) copied to s3://${config.S3_BUCKET}, ${counts.alreadyThere} already there; left in the database: ${JSON.stringify(left)}`);
} catch (error) {
  // The store has logged the bucket's answer; the files not moved keep their bytes in the database.
  console.error(`[uploads:migrate] stopped: ${error instanceof AppError ? 'the bucket did not answer as expected (see above)' : (error as Error).message}; files not moved stay in the database, run it again`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
