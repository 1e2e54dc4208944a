import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CITY_KEY,
  DEFAULT_PROVINCE_KEY,
  FROM_BRANCH_PAGE_KEY,
  isCarProductPage,
  planPageLoad,
  readSavedDefault,
  writeSavedDefault,
  type ChosenCity,
} from './city-location';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const jakarta: ChosenCity = { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' };
const bandung: ChosenCity = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Bandung' };

describe('saved default city (§3 session storage with the fromBranchPage flag)', () => {
  it('round-trips province, city and the flag under their keys', () => {
    const storage = new MemoryStorage();
    writeSavedDefault(bandung, true, storage);
    expect(storage.getItem(DEFAULT_PROVINCE_KEY)).toBe('jawa_barat');
    expect(JSON.parse(storage.getItem(DEFAULT_CITY_KEY) ?? '')).toEqual({ isocode: '3273', name: 'Bandung' });
    expect(storage.getItem(FROM_BRANCH_PAGE_KEY)).toBe('true');
    expect(readSavedDefault(storage)).toEqual({ city: bandung, fromBranchPage: true });
  });

  it('reads nothing from missing or foreign values', () => {
    const storage = new MemoryStorage();
    expect(readSavedDefault(storage)).toBeNull();
    storage.setItem(DEFAULT_PROVINCE_KEY, 'jawa_barat');
    storage.setItem(DEFAULT_CITY_KEY, 'not json');
    expect(readSavedDefault(storage)).toBeNull();
    storage.setItem(DEFAULT_CITY_KEY, JSON.stringify({ isocode: '../x', name: 'Bandung' }));
    expect(readSavedDefault(storage)).toBeNull();
    expect(readSavedDefault(null)).toBeNull();
  });
});

describe('planPageLoad (§4 City)', () => {
  it('saves the page city in a tab that has none yet', () => {
    expect(planPageLoad(null, jakarta, false)).toEqual({ kind: 'save-page-city' });
  });

  it('does nothing when the saved default and the cookie agree', () => {
    expect(planPageLoad({ city: jakarta, fromBranchPage: false }, jakarta, false)).toEqual({ kind: 'in-sync' });
  });

  it('syncs a saved choice that differs from the cookie', () => {
    expect(planPageLoad({ city: bandung, fromBranchPage: false }, jakarta, false)).toEqual({
      kind: 'sync-saved',
      city: bandung,
      fromBranchPage: false,
    });
  });

  it('keeps a branch page default on the web, but not inside the mobile app', () => {
    const saved = { city: bandung, fromBranchPage: true };
    expect(planPageLoad(saved, jakarta, false)).toEqual({ kind: 'sync-saved', city: bandung, fromBranchPage: true });
    expect(planPageLoad(saved, jakarta, true)).toEqual({ kind: 'save-page-city' });
  });
});

describe('isCarProductPage', () => {
  it('is true on /mobil-baru-toyota/p/… only', () => {
    expect(isCarProductPage('/mobil-baru-toyota/p/yariscross')).toBe(true);
    expect(isCarProductPage('/c/mobil-baru-toyota')).toBe(false);
    expect(isCarProductPage('/')).toBe(false);
  });
});
