/**
 * Runs once when the Next.js server starts. The Node-only part lives in its own module so that
 * the Edge bundle never sees it (Next.js instrumentation convention).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
