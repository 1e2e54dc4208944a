/*
 * The site's data version as the edge server knows it (issue 14): the API's counter of changes to
 * what everyone sees (table data_version, bumped by triggers on every catalogue and content table),
 * asked of the API every DATA_VERSION_POLL_MS. Every web process asks on its own, so all of them
 * see a change within that window; cached pages of an older version are not served again.
 */

export type ReadVersion = () => Promise<number>;

export class DataVersionWatcher {
  private value: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<(version: number, previous: number | undefined) => void>();
  private failing = false;

  constructor(
    private readonly read: ReadVersion,
    private readonly intervalMs: number,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** The version last read; undefined until the API first answered (then nothing is cached). */
  get current(): number | undefined {
    return this.value;
  }

  onChange(listener: (version: number, previous: number | undefined) => void): void {
    this.listeners.add(listener);
  }

  /** Reads once now (a failure keeps the last version: cached pages carry the site through an API outage). */
  async poll(): Promise<number | undefined> {
    try {
      const next = await this.read();
      if (this.failing) this.log('[edge] the data version can be read again');
      this.failing = false;
      if (next !== this.value) {
        const previous = this.value;
        this.value = next;
        for (const listener of this.listeners) listener(next, previous);
      }
    } catch (err) {
      if (!this.failing) this.log(`[edge] the data version cannot be read (${err instanceof Error ? err.message : String(err)}); pages keep the last one`);
      this.failing = true;
    }
    return this.value;
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.poll().then(() => {
        if (this.timer) this.timer = setTimeout(tick, this.intervalMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
