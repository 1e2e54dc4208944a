import type { FastifyInstance } from 'fastify';

/** §7 Cart calls (issue 12): filled in by the cart work. */
export async function cartRoutes(_app: FastifyInstance) {}
