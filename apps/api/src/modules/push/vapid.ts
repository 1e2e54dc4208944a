import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { ApiConfig } from '../../env';

const KEY = { public: /^[A-Za-z0-9_-]{80,100}$/, private: /^[A-Za-z0-9_-]{40,50}$/ };

/**
 * The VAPID key pair of this server (RFC 8292). From the environment (VAPID_PUBLIC_KEY,
 * VAPID_PRIVATE_KEY: required in production, env.ts), else — development only — the pair kept in
 * DATA_DIR/vapid.json, generated the first time. Keeping it matters: browsers subscribed with the
 * public key, and a new pair would make every stored subscription useless.
 */
export async function withVapidKeys(config: ApiConfig): Promise<ApiConfig & { vapidSource: 'environment' | 'file' | 'generated' }> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { ...config, vapidSource: 'environment' };
  if (config.NODE_ENV === 'production' || config.KEMUDI_ENV === 'production') {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production');
  }
  const file = join(config.DATA_DIR, 'vapid.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string' && KEY.public.test(stored.publicKey) && KEY.private.test(stored.privateKey)) {
      return { ...config, VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: stored.privateKey, vapidSource: 'file' };
    }
    throw new Error(`${file} does not hold a VAPID key pair: delete it to have a new pair generated`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(config.DATA_DIR, { recursive: true });
  // 'wx': two processes starting at once never overwrite each other's pair.
  try {
    await writeFile(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return withVapidKeys(config);
    throw error;
  }
  return { ...config, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, vapidSource: 'generated' };
}
