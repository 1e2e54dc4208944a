// The secrets `npm start` hands to both processes (issue 16 "Forgeable tokens by default"): the
// development values printed in .env.example would let anyone forge a token. Unless they are set in
// the environment, random ones are generated on the first start and kept in DATA_DIR/secrets.json
// (like the VAPID keys in DATA_DIR/vapid.json), so tokens and the web app's client secret survive a
// restart. Never generated in production: there they must be set.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The secrets kept in the file; the web app's API_CLIENT_SECRET is always OAUTH_CLIENT_SECRET. */
export const SECRET_NAMES = ['TOKEN_SECRET', 'OAUTH_CLIENT_SECRET'];

const MIN_LENGTH = 32;

/** @param {NodeJS.ProcessEnv} env */
export function isProduction(env) {
  return env.KEMUDI_ENV === 'production' || env.NODE_ENV === 'production';
}

/** An empty variable counts as unset, as in both processes' configuration. */
const given = (value) => (value === undefined || value === '' ? undefined : value);

/**
 * TOKEN_SECRET, OAUTH_CLIENT_SECRET and API_CLIENT_SECRET (the same value) for both processes.
 * Values set in `env` win; a missing one comes from `dataDir`/secrets.json, which is created with
 * fresh random values (mode 0600) when it does not exist. In production nothing is generated: a
 * missing secret is an Error naming it.
 *
 * @param {{ dataDir: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ TOKEN_SECRET: string, OAUTH_CLIENT_SECRET: string, API_CLIENT_SECRET: string, source: 'environment' | 'file' | 'generated', file: string }>}
 */
export async function resolveSecrets({ dataDir, env = process.env }) {
  const file = join(dataDir, 'secrets.json');
  // Either side of the client secret names it for both (the web app must send what the API expects).
  const clientSecret = given(env.OAUTH_CLIENT_SECRET) ?? given(env.API_CLIENT_SECRET);
  const fromEnv = { TOKEN_SECRET: given(env.TOKEN_SECRET), OAUTH_CLIENT_SECRET: clientSecret };
  const missing = SECRET_NAMES.filter((name) => fromEnv[name] === undefined);
  const result = (values, source) => {
    const TOKEN_SECRET = fromEnv.TOKEN_SECRET ?? values.TOKEN_SECRET;
    const OAUTH_CLIENT_SECRET = fromEnv.OAUTH_CLIENT_SECRET ?? values.OAUTH_CLIENT_SECRET;
    return { TOKEN_SECRET, OAUTH_CLIENT_SECRET, API_CLIENT_SECRET: given(env.API_CLIENT_SECRET) ?? OAUTH_CLIENT_SECRET, source, file };
  };
  if (missing.length === 0) return result({}, 'environment');
  if (isProduction(env)) {
    throw new Error(`${missing.join(' and ')} must be set in production (secrets are generated into DATA_DIR/secrets.json in development only)`);
  }
  const stored = await readSecrets(file);
  if (stored) return result(stored, 'file');
  const fresh = Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]));
  return (await createSecrets(file, fresh)) ? result(fresh, 'generated') : result(await readSecrets(file), 'file');
}

/** @param {string} file */
async function readSecrets(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  const valid = SECRET_NAMES.every((name) => typeof stored?.[name] === 'string' && stored[name].length >= MIN_LENGTH);
  if (!valid) throw new Error(`${file} does not hold ${SECRET_NAMES.join(' and ')}: delete it to have new secrets generated (existing logins end)`);
  return stored;
}

/**
 * Writes the file whole or not at all: a complete temporary file is hard-linked into place, which
 * fails when the name exists, so two starts at once agree on the first one's secrets and neither
 * ever reads half a file. Returns false when another start got there first.
 *
 * @param {string} file
 * @param {Record<string, string>} values
 */
async function createSecrets(file, values) {
  await mkdir(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}
