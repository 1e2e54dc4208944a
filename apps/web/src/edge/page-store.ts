import type { Redis } from 'ioredis';

/*
 * Where rendered pages are kept (issue 14): this process's memory, bounded by bytes and evicting
 * the least recently used page, and — with REDIS_URL — Redis, so that every web process behind the
 * load balancer serves a page another one rendered. Only public pages are ever stored (rendered
 * from a request carrying the city cookie alone); the key names the data version they were
 * rendered from, so after a change no process reads an old one.
 */

export interface StoredPage {
  /** Data version the page was rendered from. */
  version: number;
  /** When its render started (ms since the epoch): a page older than the max age is rendered again. */
  renderedAt: number;
  status: number;
  /** The render's own headers worth keeping (content type, links). */
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

const sizeOf = (page: StoredPage) => page.body.length + page.gzip.length + 512;

export class MemoryPageStore {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Most recently used last: eviction takes from the front.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: StoredPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }
}

/** How long Redis waits before a web process gives up on it and renders (a cache outage never fails a page). */
const REDIS_TIMEOUT_MS = 150;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** How long a render claim holds when its holder never gives it back (a process killed mid-render). */
const RENDER_CLAIM_MS = 5000;
/** Deletes the claim only if it is still the caller's. */
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** A page in Redis: one JSON line of its metadata, then the identity bytes (gzip is made again on read). */
export class RedisPageStore {
  /** This process's name on its render claims. */
  private readonly owner = `${process.pid}:${Math.random().toString(36).slice(2)}`;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
    private readonly gzip: (body: Buffer) => Promise<Buffer>,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  private keyOf(version: number, key: string): string {
    return `${this.prefix}v${version}:${key}`;
  }

  async get(version: number, key: string): Promise<StoredPage | undefined> {
    if (this.redis.status !== 'ready') return undefined;
    try {
      const raw = await withTimeout(this.redis.getBuffer(this.keyOf(version, key)), REDIS_TIMEOUT_MS);
      if (!raw) return undefined;
      const newline = raw.indexOf(10);
      if (newline < 0) return undefined;
      const meta = JSON.parse(raw.subarray(0, newline).toString('utf8')) as Omit<StoredPage, 'body' | 'gzip'>;
      const body = Buffer.from(raw.subarray(newline + 1));
      return { ...meta, body, gzip: await this.gzip(body) };
    } catch (err) {
      this.log(`[edge] shared page cache read failed: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
  }

  /**
   * Claims the render of a page for a version among every web process (issue 26: one render for a
   * burst across processes): true when this process should render — it holds the claim, or Redis
   * cannot say (a cache outage never holds a page back). The claim lapses after RENDER_CLAIM_MS.
   */
  async claim(version: number, key: string): Promise<boolean> {
    if (this.redis.status !== 'ready') return true;
    try {
      const answer = await withTimeout(this.redis.set(this.claimKeyOf(version, key), this.owner, 'PX', RENDER_CLAIM_MS, 'NX'), REDIS_TIMEOUT_MS);
      return answer === 'OK';
    } catch {
      return true;
    }
  }

  /** Whether another process still holds the render claim of this page (false when Redis cannot say). */
  async claimed(version: number, key: string): Promise<boolean> {
    if (this.redis.status !== 'ready') return false;
    try {
      return (await withTimeout(this.redis.exists(this.claimKeyOf(version, key)), REDIS_TIMEOUT_MS)) === 1;
    } catch {
      return false;
    }
  }

  /** Gives the claim back (only this process's own: a lapsed claim taken over by another stays theirs). */
  async release(version: number, key: string): Promise<void> {
    if (this.redis.status !== 'ready') return;
    try {
      await withTimeout(this.redis.eval(RELEASE_SCRIPT, 1, this.claimKeyOf(version, key), this.owner), REDIS_TIMEOUT_MS);
    } catch {
      // it lapses by itself
    }
  }

  private claimKeyOf(version: number, key: string): string {
    return `${this.prefix}render:v${version}:${key}`;
  }

  async set(key: string, page: StoredPage): Promise<void> {
    if (this.redis.status !== 'ready') return;
    const { body, gzip: _gzip, ...meta } = page;
    const raw = Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`, 'utf8'), body]);
    try {
      await withTimeout(this.redis.set(this.keyOf(page.version, key), raw, 'EX', this.ttlSeconds), REDIS_TIMEOUT_MS);
    } catch (err) {
      this.log(`[edge] shared page cache write failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
