/** Loyalty (issue 11): the AstraPay wallet and AstraPoints (§7 loyalty calls). The one entry app.ts uses. */
import type { FastifyInstance } from 'fastify';

export async function loyaltyRoutes(_app: FastifyInstance) {}
