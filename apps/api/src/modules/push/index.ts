/** Web push (issue 11; §4 notification permission): VAPID key and subscriptions. The one entry app.ts uses. */
import type { FastifyInstance } from 'fastify';

export async function pushRoutes(_app: FastifyInstance) {}
