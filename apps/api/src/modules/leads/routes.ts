import type { FastifyInstance } from 'fastify';

export type LeadOptions = {
  /** Deliver the CRM outbox from this process (server.ts; tests call the dispatcher). */
  dispatch?: boolean;
};

/** Leads (issue 13). */
export async function leadRoutes(_app: FastifyInstance, _opts: LeadOptions = {}) {}
