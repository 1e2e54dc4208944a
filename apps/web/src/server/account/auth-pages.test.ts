import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));

const { afterLoginOf } = await import('./auth-pages');

const b64 = (path: string) => Buffer.from(path, 'utf8').toString('base64');

describe('afterLoginOf (§2 /login?redirect=<base64 path>)', () => {
  it('returns to a path of this site and carries the parameter to the other login pages', () => {
    expect(afterLoginOf(b64('/promosi?kota=0080'))).toEqual({ target: '/promosi?kota=0080', query: `?redirect=${encodeURIComponent(b64('/promosi?kota=0080'))}` });
  });

  it('ignores anything that is not a same-site path: the customer goes home', () => {
    for (const param of [b64('//evil.example'), b64('https://evil.example/'), b64('/\\evil.example'), 'not base64!', '']) {
      expect(afterLoginOf(param)).toEqual({ target: '/', query: '' });
    }
    expect(afterLoginOf(undefined)).toEqual({ target: '/', query: '' });
    expect(afterLoginOf([b64('/promosi'), b64('/cart')])).toEqual({ target: '/', query: '' });
  });
});
