export type RetryOptions = {
  /** Whether this failure is worth waiting out (a database still starting); others are thrown at once. */
  shouldRetry: (error: unknown) => boolean;
  /** Told before each wait: one line for the log. */
  onRetry: (error: unknown, delayMs: number, attempt: number) => void;
  /** The first wait; each further one is twice as long, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Gives up (throws the last error) after this many attempts; unlimited by default. */
  maxAttempts?: number;
  /** Waits `ms` (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Runs `task` until it succeeds, waiting 1 s, 2 s, 4 s … (capped at 30 s) between attempts while
 * its failure is one `shouldRetry` accepts. At boot (server.ts): a database that is down or not
 * reachable yet is waited for with one line per attempt, instead of a stack trace and an exit.
 */
export async function retryWithBackoff<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { shouldRetry, onRetry, initialDelayMs = 1000, maxDelayMs = 30_000, maxAttempts = Infinity } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let delayMs = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= maxAttempts || !shouldRetry(error)) throw error;
      onRetry(error, delayMs, attempt);
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
