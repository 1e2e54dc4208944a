import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from '../../lib/db-errors';

/** How long readiness waits for the database's answer before calling it down. */
export const READY_TIMEOUT_MS = 2000;

/**
 * Health of this API process for a process manager or load balancer (issue 16), outside §7 and
 * the OpenAPI document:
 *
 * - `GET /health`, liveness: the process answers (no database call, so a database outage never
 *   gets a healthy process restarted). Carries the process id, which `npm start` compares with
 *   its own child's (an orphan of an earlier start on the port is not taken for it) and a test can
 *   kill.
 * - `GET /health/ready`, readiness: the database answers `select 1` within READY_TIMEOUT_MS; 503
 *   with Retry-After otherwise (take the process out of the load balancer, do not restart it).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', pid: process.pid }));

  app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready', pid: process.pid, database: { status: 'up', ms: Date.now() - started } };
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database does not answer');
      return reply
        .status(503)
        .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS))
        .send({
          status: 'unavailable',
          pid: process.pid,
          database: { status: 'down', ms: Date.now() - started },
          errors: [{ type: 'ServiceUnavailable', message: 'Basis data tidak dapat dihubungi (database unreachable)' }],
        });
    } finally {
      clearTimeout(timer);
    }
  });
}
