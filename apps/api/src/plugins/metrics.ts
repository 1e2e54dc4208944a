import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsTokenMatches, type AppMetrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Request metrics and the scrape (issue 26): every answer is counted and timed by its route
 * pattern and status, and `GET /metrics` answers the Prometheus text — only to
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the path does not exist (404, as
 * any unknown address); with it, a wrong or missing token is a 401. Not under /api/, so the web's
 * public /api proxy never reaches it; not in the OpenAPI document nor in the request log.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: AppMetrics; token: string | undefined }) => {
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      const cache = reply.getHeader('x-cache');
      if (typeof cache === 'string') metrics.observeReadCache(cache);
    });
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!metricsTokenMatches(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ errors: [{ type: 'InvalidTokenError', message: 'Token metrik tidak valid' }] });
      }
      const { contentType, body } = await metrics.scrape();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'kemudi-metrics' },
);
