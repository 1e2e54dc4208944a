import { describe, expect, it } from 'vitest';
import {
  AGENT_MAX_FREE_SOCKETS,
  AGENT_MAX_SOCKETS,
  AGENT_TIMEOUT_MS,
  BRANCH_LIST_HIDDEN_DEFAULT,
  CART_GUID_COOKIE_DAYS,
  CONSENT_CODES,
  CONSENT_COOKIE_DAYS,
  CURRENCY,
  DEFAULT_PRODUCT_CATEGORY,
  ERA_PHONE,
  FALLBACK_CITY,
  FALLBACK_PROVINCE,
  FALLBACK_REWARD_TEXT,
  FIRST_PAGE,
  HEADER_CITY_OPTIONS,
  HTTP_SECONDARY_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  LEAD_PROXY_TIMEOUT_MS,
  LEAD_TIMEOUT_MS,
  MAX_RETRIES_AFTER_AUTH_ERROR,
  PAGE_SIZE,
  PERCENT_DECIMALS_DEFAULT,
  PERCENT_MAX,
  PHONE_MAX_DIGITS,
  RATING_MAX,
  RATING_MIN,
  RESPONSE_CACHE_MS,
  SCROLL_VIEW_CHECK_MS,
  SCROLL_VIEW_THRESHOLDS,
  SEAMLESS_CHECK_INTERVAL_MS,
  SEAMLESS_TIMEOUT_MINUTES_DEFAULT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  daysToSeconds,
  shouldShowCartBadge,
} from './constants';

// These pin the values spec §9 states; a change here is a change of behaviour the spec names.
describe('§9 constants', () => {
  it('search: 1.5 s debounce, 3 characters', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1500);
    expect(SEARCH_MIN_CHARS).toBe(3);
  });

  it('seamless: 4 minutes by default, checked every 60 s', () => {
    expect(SEAMLESS_TIMEOUT_MINUTES_DEFAULT).toBe(4);
    expect(SEAMLESS_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it('percentage: max 100, 3 decimals', () => {
    expect(PERCENT_MAX).toBe(100);
    expect(PERCENT_DECIMALS_DEFAULT).toBe(3);
  });

  it('fallback location is DKI Jakarta / 0080, and it is the first header city', () => {
    expect(FALLBACK_PROVINCE).toBe('dki_jakarta');
    expect(FALLBACK_CITY).toBe('0080');
    expect(HEADER_CITY_OPTIONS[0]).toMatchObject({ provinceIso: FALLBACK_PROVINCE, cityIso: FALLBACK_CITY });
  });

  it('header city options: the four §9 labels with their isocodes, Aceh resolving to Banda Aceh', () => {
    expect(HEADER_CITY_OPTIONS.map((c) => c.label)).toEqual([
      'Jakarta Pusat',
      'Bandung',
      'Yogyakarta',
      'Nanggroe Aceh Darussalam',
    ]);
    expect(HEADER_CITY_OPTIONS.map((c) => c.cityIso)).toEqual(['0080', '3273', '3471', '1171']);
    expect(HEADER_CITY_OPTIONS[3]).toEqual({
      name: 'Kota Banda Aceh',
      label: 'Nanggroe Aceh Darussalam',
      provinceIso: 'aceh',
      cityIso: '1171',
    });
    expect(new Set(HEADER_CITY_OPTIONS.map((c) => c.cityIso)).size).toBe(HEADER_CITY_OPTIONS.length);
  });

  it('texts and numbers shown to visitors', () => {
    expect(FALLBACK_REWARD_TEXT).toBe('5000 AstraPoint');
    expect(ERA_PHONE).toBe('1500 898');
    expect(PHONE_MAX_DIGITS).toBe(14);
    expect(CURRENCY).toBe('IDR');
    expect([RATING_MIN, RATING_MAX]).toEqual([1, 5]);
  });

  it('time-outs: 30 s default, 15 s secondary, leads 70 s and the proxy outlasts the lead call', () => {
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
    expect(HTTP_SECONDARY_TIMEOUT_MS).toBe(15_000);
    expect(LEAD_TIMEOUT_MS).toBe(70_000);
    expect(LEAD_PROXY_TIMEOUT_MS).toBe(80_000);
    expect(LEAD_PROXY_TIMEOUT_MS).toBeGreaterThan(LEAD_TIMEOUT_MS);
  });

  it('server client: 500 ms cache, pool 3000/300 sockets, 20 s socket time-out, 3 auth retries', () => {
    expect(RESPONSE_CACHE_MS).toBe(500);
    expect(AGENT_MAX_SOCKETS).toBe(3000);
    expect(AGENT_MAX_FREE_SOCKETS).toBe(300);
    expect(AGENT_TIMEOUT_MS).toBe(20_000);
    expect(MAX_RETRIES_AFTER_AUTH_ERROR).toBe(3);
  });

  it('cookies last 7 days', () => {
    expect(CART_GUID_COOKIE_DAYS).toBe(7);
    expect(CONSENT_COOKIE_DAYS).toBe(7);
    expect(daysToSeconds(CART_GUID_COOKIE_DAYS)).toBe(604_800);
  });

  it('page sizes, first page and branch list hidden flag', () => {
    expect(PAGE_SIZE).toEqual({
      FAQ: 10,
      PROMO: 4,
      SALESMAN_BY_BRANCH: 3,
      BRANCH_LANDING_SALESMAN: 5,
      ANOTHER_PROMO: 4,
      NATIONAL_PROMO_ON_CITY_CHANGE: 1,
    });
    expect(FIRST_PAGE).toBe(0);
    expect(BRANCH_LIST_HIDDEN_DEFAULT).toBe(true);
  });

  it('consent codes: checkbox 4/4, popup 4/5', () => {
    expect(CONSENT_CODES).toEqual({ checkbox: { source: 4, detail: 4 }, popup: { source: 4, detail: 5 } });
  });

  it('scroll-view tracking and product category', () => {
    expect(SCROLL_VIEW_THRESHOLDS).toEqual([0.5, 0.0001]);
    expect(SCROLL_VIEW_CHECK_MS).toBe(5);
    expect(DEFAULT_PRODUCT_CATEGORY).toBe('NEWCAR');
  });
});

describe('shouldShowCartBadge (§9: shown when the count is above 0)', () => {
  it('shows for a positive count', () => {
    expect(shouldShowCartBadge(1)).toBe(true);
    expect(shouldShowCartBadge(12)).toBe(true);
  });

  it('hides for zero, negative, missing or broken counts', () => {
    expect(shouldShowCartBadge(0)).toBe(false);
    expect(shouldShowCartBadge(-1)).toBe(false);
    expect(shouldShowCartBadge(null)).toBe(false);
    expect(shouldShowCartBadge(undefined)).toBe(false);
    expect(shouldShowCartBadge(Number.NaN)).toBe(false);
  });
});
