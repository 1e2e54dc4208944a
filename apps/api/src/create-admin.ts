/**
 * `npm run console:create-admin` (issue 24): creates the first group admin of a real installation,
 * against DATABASE_URL or the embedded database under DATA_DIR (migrated first, so it works on a
 * fresh one too).
 *
 *   npm run console:create-admin -- --email ani@kemudi.co.id --name "Ani Wijaya"
 *       prints a one-time set-password link (72 hours) to hand to her;
 *   printf '%s' "$PASSWORD" | npm run console:create-admin -- --email … --name … --password-stdin
 *       sets the password at once (refused when weak).
 * ADMIN_EMAIL and ADMIN_NAME may stand for the flags; on a terminal, missing ones are asked for.
 * Either way the admin enrols an authenticator at first sign-in.
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createDb } from '@kemudi/db';
import { loadConfig } from './env';
import { createFirstAdmin, firstAdminProblem } from './modules/staff';

function fail(message: string): never {
  console.error(`[create-admin] ${message}`);
  process.exit(1);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

let args: { email?: string | undefined; name?: string | undefined; 'password-stdin'?: boolean | undefined };
try {
  ({ values: args } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\nusage: npm run console:create-admin -- --email <email> --name <name> [--password-stdin]`);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

let email = args.email ?? process.env.ADMIN_EMAIL;
let name = args.name ?? process.env.ADMIN_NAME;
if ((!email || !name) && process.stdin.isTTY && !args['password-stdin']) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  email ??= await rl.question('Email admin: ');
  name ??= await rl.question('Nama admin: ');
  rl.close();
}
if (!email || !name) fail('give --email and --name (or ADMIN_EMAIL and ADMIN_NAME)');
const password = args['password-stdin'] ? await readStdin() : undefined;
// A weak password or a bad email is refused before the database is opened.
const problem = firstAdminProblem({ email, name, password });
if (problem) fail(problem);

// The embedded database is one process's at a time: never beside a running API.
if (!config.DATABASE_URL) {
  const answer = await fetch(`http://127.0.0.1:${config.API_PORT}/health`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (answer) fail(`the API is running on port ${config.API_PORT} over the embedded database: stop it (npm start) first, or set DATABASE_URL`);
}

const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite'), poolSize: 1 });
try {
  await handle.migrate();
  const result = await createFirstAdmin({ db: handle.db, config }, { email, name, password });
  if (!result.ok) {
    console.error(`[create-admin] ${result.message}`);
    process.exitCode = 1;
  } else {
    console.info(`[create-admin] group admin ${email.trim().toLowerCase()} created (${handle.kind === 'postgres' ? 'DATABASE_URL' : config.DATA_DIR}).`);
    if (result.link) console.info(`[create-admin] one-time set-password link (72 hours):\n${result.link}`);
    else console.info('[create-admin] sign in at the console with this email and password, then enrol an authenticator app.');
  }
} finally {
  await handle.close();
}
