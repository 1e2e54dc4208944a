import type { CallData } from '@kemudi/domain/contracts/call';
import type { siteCalls } from '@kemudi/domain/contracts/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_SHORTCUTS, fetchShortcuts } from './search-shortcuts';

type MenuItem = CallData<typeof siteCalls.menu>[number];

const menuItem = (over: Partial<MenuItem> = {}): MenuItem => ({
  id: 1,
  location: 'quick-menu',
  name: 'Aksesoris',
  url: '/aksesoris',
  icon: 'accessory',
  iconUrl: '/api/media/v1/icon/accessory.svg',
  hideOnMobile: false,
  sortOrder: 1,
  ...over,
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchShortcuts', () => {
  it('asks §7 menu category for the quick menu and keeps name, link and icon of each item', async () => {
    const fetchMock = stubFetch(200, { status: 200, data: [menuItem()] });
    await expect(fetchShortcuts(new AbortController().signal)).resolves.toEqual([
      { name: 'Aksesoris', url: '/aksesoris', iconUrl: '/api/media/v1/icon/accessory.svg' },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/content/v1/menu/category?location=quick-menu');
  });

  it('refuses an item without a site link, an empty menu and other shapes (the overlay then shows the built-in list)', async () => {
    stubFetch(200, { status: 200, data: [menuItem({ url: 'https://x.example' })] });
    await expect(fetchShortcuts(new AbortController().signal)).rejects.toThrow();
    stubFetch(200, { status: 200, data: [] });
    await expect(fetchShortcuts(new AbortController().signal)).rejects.toThrow();
    stubFetch(200, { data: null });
    await expect(fetchShortcuts(new AbortController().signal)).rejects.toThrow();
    stubFetch(503, { errors: [] });
    await expect(fetchShortcuts(new AbortController().signal)).rejects.toThrow();
  });

  it('the built-in list holds the §2 shortcuts, each with its drawn icon', () => {
    const urls = BUILT_IN_SHORTCUTS.map((s) => s.url);
    for (const url of ['/aksesoris', '/layanan-bengkel', '/tracking-order', '/cubain', '/body-paint-service']) expect(urls).toContain(url);
    for (const shortcut of BUILT_IN_SHORTCUTS) expect(shortcut.iconUrl).toMatch(/^\/api\/media\/v1\/icon\/[a-z-]+\.svg$/);
  });
});
