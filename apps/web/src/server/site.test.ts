import { describe, expect, it, vi } from 'vitest';
import { loadSiteOrigin } from './site';

const request = { headers: new Headers() };
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

describe('loadSiteOrigin', () => {
  it('takes the forwarded host and protocol of the request', async () => {
    request.headers = new Headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.kemudi.example', 'x-forwarded-proto': 'https' });
    await expect(loadSiteOrigin()).resolves.toBe('https://www.kemudi.example');
    request.headers = new Headers({ host: '127.0.0.1:3206' });
    await expect(loadSiteOrigin()).resolves.toBe('http://127.0.0.1:3206');
  });

  it('ignores a host header that is not a plain host name', async () => {
    request.headers = new Headers({ host: 'evil.example"><script>' });
    await expect(loadSiteOrigin()).resolves.toBe('http://localhost:3000');
  });
});
