import type { Call, CallBody, CallData, CallParams, CallQuery } from '@kemudi/domain/contracts/call';
import { envelope, ErrorBody } from '@kemudi/domain/contracts/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { assertAccess, type Access } from '../plugins/auth';
import type { RouteLimit } from '../plugins/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opt the route into the read cache (plugins/response-cache.ts): its contract is `shared`, the
     * answer the same for every caller. A POST route's validated body becomes part of the key. Calls
     * made with a customer token are never cached, whatever the route says.
     */
    cache?: boolean;
  }
}

/** What the API's documentation says of a call (the shape itself is the contract's). */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  /** Error statuses besides 400, 401 and 404 the call can answer (all with the §7 error body). */
  errors?: readonly number[];
  /**
   * Who may call (§6), checked before validation: 'public' (default) — the system token or a full
   * customer token; 'customer' — a full customer token; 'registration' — a customer token, the §4
   * temporary one included; 'any' — any of them (the calls that serve guests and the temporary
   * login alike: one-time codes, refresh).
   */
  access?: Access;
  /** Request limits (plugins/rate-limit.ts), checked after validation; 429 when one is hit. */
  limits?: readonly RouteLimit[];
  /**
   * Checked after validation and before the limits: the staff calls' session, permission and
   * branch scope (modules/staff `requireStaff`), whose refusals (401, 403, 404) are not counted.
   */
  guard?: preHandlerAsyncHookHandler;
  /** Fastify's per-route log level: 'warn' for a call polled every second, so the log keeps what matters. */
  logLevel?: 'warn';
  /** The largest body this call takes, when it is not the app's (an uploaded price list, issue 25). */
  bodyLimit?: number;
}

/** The request a call's handler receives: params, query and body as the contract's schemas output them. */
export type CallRequest<C extends Call> = FastifyRequest & {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
};

/** Response schemas of a call: its 200 envelope plus the error shapes. */
export function responsesOf(data: z.ZodType, errors: readonly number[] = []) {
  const out: Record<number, z.ZodType> = { 200: envelope(data), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  for (const status of errors) out[status] = ErrorBody;
  return out;
}

/**
 * Registers a §7 call from its contract (packages/domain/src/contracts): the contract gives the
 * method, the path and every schema; `doc` gives the OpenAPI words; `handler` answers the call's
 * data, which is sent as `{ status: 200, data }`.
 */
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  doc: RouteDoc,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<CallData<C>>,
): void {
  const access = doc.access ?? 'public';
  const errors = [...(doc.errors ?? []), ...(access === 'customer' || access === 'staff' ? [403] : []), ...(doc.limits?.length ? [429] : [])];
  const preHandler = [...(doc.guard ? [doc.guard] : []), ...(doc.limits?.length ? [app.routeLimits(`${call.method} ${call.path}`, doc.limits)] : [])];
  app.route({
    method: call.method,
    url: call.path,
    config: { cache: call.shared === true },
    ...(doc.logLevel ? { logLevel: doc.logLevel } : {}),
    ...(doc.bodyLimit ? { bodyLimit: doc.bodyLimit } : {}),
    onRequest: async (request) => assertAccess(request, access),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    schema: {
      tags: doc.tags,
      // The staff calls carry the console's session cookie, not the bearer token of the others.
      ...(access === 'staff' ? { security: [{ staffSession: [] }] } : {}),
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: responsesOf(call.data, [...new Set(errors)]),
    },
    handler: async (request, reply) => ({ status: 200 as const, data: await handler(request as CallRequest<C>, reply) }),
  });
}
