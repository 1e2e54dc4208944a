/**
 * The response cache of §9: an identical GET (same URL, same bearer identity) within 500 ms of the
 * previous answer gets that answer again; identical GETs in flight share one request; failures are
 * never kept. No 'server-only' here: the edge server and Vitest import it.
 */
import { createHash } from 'node:crypto';
import type { Auth, TokenPair } from './tokens';

/** Cache identity: never the same for two customers, never shared between a customer and the system. */
export function identityOf(auth: Auth): string {
  switch (auth.kind) {
    case 'none':
      return 'anonymous';
    case 'system':
      return 'system';
    case 'customer':
      return `customer:${createHash('sha256').update(auth.accessToken).digest('base64url')}`;
  }
}

/**
 * Where every copy of this module in the process (Next's server bundle, the edge's) counts its
 * hits and misses, for the web server's /metrics (edge/metrics.ts; issue 26).
 */
export const API_CACHE_STATS_KEY = Symbol.for('kemudi.web.apiCacheStats');
export type ApiCacheStats = { hits: number; misses: number };

function sharedStats(): ApiCacheStats {
  const store = globalThis as Record<symbol, unknown>;
  store[API_CACHE_STATS_KEY] ??= { hits: 0, misses: 0 };
  return store[API_CACHE_STATS_KEY] as ApiCacheStats;
}

export interface CachedAnswer {
  text: string;
  tokens: TokenPair | undefined;
}

interface CacheEntry {
  /** undefined while the request is in flight (concurrent callers share `answer`). */
  expiresAt: number | undefined;
  answer: Promise<CachedAnswer>;
  /** The data version the answer was asked for (a page's render names it, issue 26); undefined for other calls. */
  version: number | undefined;
}

/**
 * The answers of one client, keyed by `${identityOf(auth)} ${url}` (and held for the data version
 * they were asked for, if any). An entry is shared while its
 * request is in flight, kept `cacheMs` after it answers (0: not kept), and dropped if it fails.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly stats = sharedStats();

  constructor(
    private readonly cacheMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * The cached or in-flight answer for `key`, or the one `load` starts now (then remembered).
   * `version`: the data version the caller renders for. An answer asked for another version is never
   * handed out (a page rendered for a new version must not get an answer from before the change,
   * even one asked a moment ago by a render of the old version still under way).
   */
  answer(key: string, load: () => Promise<CachedAnswer>, version?: number): Promise<CachedAnswer> {
    let entry = this.entries.get(key);
    if (entry && (entry.version !== version || (entry.expiresAt !== undefined && entry.expiresAt <= this.now()))) {
      this.entries.delete(key);
      entry = undefined;
    }
    // A client that keeps nothing (cacheMs 0: the edge's own) would only count misses.
    if (this.cacheMs > 0) {
      if (entry) this.stats.hits += 1;
      else this.stats.misses += 1;
    }
    if (!entry) entry = this.remember(key, load(), version);
    return entry.answer;
  }

  /** Forgets every answer, and every request in flight (its callers keep their answer; it is just not stored). */
  clear(): void {
    this.entries.clear();
  }

  /** Forgets the answers of one caller (`identityOf` their auth). */
  clearIdentity(identity: string): void {
    const prefix = `${identity} `;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Forgets the answers of one URL (without a query), for every caller and query. */
  clearUrl(url: string): void {
    for (const key of this.entries.keys()) {
      const keyUrl = key.slice(key.indexOf(' ') + 1);
      if (keyUrl === url || keyUrl.startsWith(`${url}?`)) this.entries.delete(key);
    }
  }

  private remember(key: string, answer: Promise<CachedAnswer>, version: number | undefined): CacheEntry {
    const entry: CacheEntry = { expiresAt: undefined, answer, version };
    this.entries.set(key, entry);
    answer.then(
      () => {
        if (this.entries.get(key) !== entry) return;
        if (this.cacheMs > 0) entry.expiresAt = this.now() + this.cacheMs;
        else this.entries.delete(key);
      },
      () => {
        // Failures are never cached: the next caller asks again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.sweep();
    return entry;
  }

  /** Drops expired answers so the map cannot grow without bound under many distinct URLs. */
  private sweep(): void {
    if (this.entries.size < 512) return;
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}
