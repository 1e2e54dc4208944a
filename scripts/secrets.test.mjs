import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecrets } from './secrets.mjs';

// The development values .env.example used to print: a generated secret must never be one of them.
const DEV_TOKEN_SECRET = 'kemudi-local-token-secret-change-me-in-production';
const DEV_CLIENT_SECRET = 'kemudi-local-secret';

describe('npm start secrets (DATA_DIR/secrets.json)', () => {
  let dataDir;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kemudi-secrets-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates random secrets on the first start, readable by the owner only', async () => {
    const first = await resolveSecrets({ dataDir, env: {} });
    expect(first.source).toBe('generated');
    expect(first.TOKEN_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.OAUTH_CLIENT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.TOKEN_SECRET).not.toBe(first.OAUTH_CLIENT_SECRET);
    expect([first.TOKEN_SECRET, first.OAUTH_CLIENT_SECRET]).not.toContain(DEV_TOKEN_SECRET);
    expect([first.TOKEN_SECRET, first.OAUTH_CLIENT_SECRET]).not.toContain(DEV_CLIENT_SECRET);
    // The web app sends what the API expects.
    expect(first.API_CLIENT_SECRET).toBe(first.OAUTH_CLIENT_SECRET);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ TOKEN_SECRET: first.TOKEN_SECRET, OAUTH_CLIENT_SECRET: first.OAUTH_CLIENT_SECRET });
  });

  it('reads the same secrets on the next start, and another data folder gets its own', async () => {
    const first = await resolveSecrets({ dataDir, env: {} });
    const second = await resolveSecrets({ dataDir, env: {} });
    expect(second.source).toBe('file');
    expect(second.TOKEN_SECRET).toBe(first.TOKEN_SECRET);
    expect(second.OAUTH_CLIENT_SECRET).toBe(first.OAUTH_CLIENT_SECRET);
    const other = await resolveSecrets({ dataDir: join(dataDir, 'other'), env: {} });
    expect(other.TOKEN_SECRET).not.toBe(first.TOKEN_SECRET);
  });

  it('lets two starts at once agree on one set of secrets', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => resolveSecrets({ dataDir, env: {} })));
    expect(new Set(results.map((r) => r.TOKEN_SECRET)).size).toBe(1);
    expect(results.filter((r) => r.source === 'generated')).toHaveLength(1);
  });

  it('lets the environment win, and an empty variable count as unset', async () => {
    const token = 'a-token-secret-from-the-environment-0001';
    const own = await resolveSecrets({ dataDir, env: { TOKEN_SECRET: token, OAUTH_CLIENT_SECRET: 'client-secret-from-env' } });
    expect(own).toMatchObject({ TOKEN_SECRET: token, OAUTH_CLIENT_SECRET: 'client-secret-from-env', API_CLIENT_SECRET: 'client-secret-from-env', source: 'environment' });
    // Nothing was missing, so nothing was written.
    expect(() => statSync(join(dataDir, 'secrets.json'))).toThrow();

    // Only the token secret set: the client secret comes from the file; the web's name alone also counts.
    const mixed = await resolveSecrets({ dataDir, env: { TOKEN_SECRET: token, API_CLIENT_SECRET: '' } });
    expect(mixed.TOKEN_SECRET).toBe(token);
    expect(mixed.OAUTH_CLIENT_SECRET).toBe(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).OAUTH_CLIENT_SECRET);
    const webSide = await resolveSecrets({ dataDir, env: { API_CLIENT_SECRET: 'web-side-client-secret' } });
    expect(webSide).toMatchObject({ OAUTH_CLIENT_SECRET: 'web-side-client-secret', API_CLIENT_SECRET: 'web-side-client-secret' });
  });

  it('never generates in production: a missing secret is refused by name', async () => {
    await expect(resolveSecrets({ dataDir, env: { KEMUDI_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) } })).rejects.toThrow(
      /^OAUTH_CLIENT_SECRET must be set in production/,
    );
    await expect(resolveSecrets({ dataDir, env: { NODE_ENV: 'production' } })).rejects.toThrow(/TOKEN_SECRET and OAUTH_CLIENT_SECRET must be set/);
    expect(() => statSync(join(dataDir, 'secrets.json'))).toThrow();
    const set = await resolveSecrets({ dataDir, env: { KEMUDI_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), OAUTH_CLIENT_SECRET: 'y'.repeat(40) } });
    expect(set.source).toBe('environment');
  });

  it('refuses a damaged file instead of silently replacing it', async () => {
    writeFileSync(join(dataDir, 'secrets.json'), '{"TOKEN_SECRET":"short"}');
    await expect(resolveSecrets({ dataDir, env: {} })).rejects.toThrow(/does not hold TOKEN_SECRET and OAUTH_CLIENT_SECRET: delete it/);
  });
});
