import { describe, expect, it } from 'vitest';
import { ENV_DEFAULTS, parseWebEnv } from './env';

describe('parseWebEnv', () => {
  it('falls back to the local defaults, treating empty values as unset', () => {
    expect(parseWebEnv({})).toEqual(ENV_DEFAULTS);
    expect(parseWebEnv({ API_URL: '', API_CLIENT_ID: ' ' })).toEqual(ENV_DEFAULTS);
  });

  it('takes given values and drops a trailing slash from API_URL', () => {
    expect(
      parseWebEnv({ API_URL: 'https://api.kemudi.id/', API_CLIENT_ID: 'web', API_CLIENT_SECRET: 's3cret', SEAMLESS_TIMEOUT_MINUTES: '10' }),
    ).toEqual({
      API_URL: 'https://api.kemudi.id',
      API_CLIENT_ID: 'web',
      API_CLIENT_SECRET: 's3cret',
      SEAMLESS_TIMEOUT_MINUTES: 10,
    });
    expect(parseWebEnv({ API_URL: 'http://10.0.0.5:4000/backend/' }).API_URL).toBe('http://10.0.0.5:4000/backend');
  });

  it('takes SITE_URL as an origin and refuses anything else', () => {
    expect(parseWebEnv({ SITE_URL: 'https://www.kemudi.co.id/' }).SITE_URL).toBe('https://www.kemudi.co.id');
    expect(parseWebEnv({}).SITE_URL).toBeUndefined();
    expect(() => parseWebEnv({ SITE_URL: 'www.kemudi.co.id' })).toThrow(/SITE_URL/);
    expect(() => parseWebEnv({ SITE_URL: 'https://www.kemudi.co.id/toko' })).toThrow(/SITE_URL/);
  });

  it('refuses a wrong value with a message naming the variable', () => {
    expect(() => parseWebEnv({ API_URL: 'localhost:4000' })).toThrow(/API_URL/);
    expect(() => parseWebEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseWebEnv({ API_URL: 'ftp://example.com' })).toThrow(/API_URL/);
    expect(() => parseWebEnv({ API_CLIENT_ID: 'has space' })).toThrow(/API_CLIENT_ID/);
    expect(() => parseWebEnv({ API_CLIENT_SECRET: 'x'.repeat(501) })).toThrow(/API_CLIENT_SECRET/);
  });

  it('refuses the development client secret when KEMUDI_ENV=production', () => {
    expect(() => parseWebEnv({ KEMUDI_ENV: 'production' })).toThrow(/API_CLIENT_SECRET is the development default/);
    expect(parseWebEnv({ KEMUDI_ENV: 'production', API_CLIENT_SECRET: 'a-real-secret', SITE_URL: 'https://www.kemudi.co.id' }).API_CLIENT_SECRET).toBe('a-real-secret');
  });

  it('requires SITE_URL in production: a visitor must not name the canonical origin with a Host header', () => {
    expect(() => parseWebEnv({ KEMUDI_ENV: 'production', API_CLIENT_SECRET: 'a-real-secret' })).toThrow(/SITE_URL is required in production/);
    expect(parseWebEnv({ API_CLIENT_SECRET: 'a-real-secret' }).SITE_URL).toBeUndefined();
    expect(() => parseWebEnv({ KEMUDI_ENV: 'staging' })).toThrow(/KEMUDI_ENV/);
  });
});
