/**
 * One contract per call (issue 9). A call of §7 is described once, here in packages/domain, by
 * `defineCall`: its method, its full path (`:name` marks a path parameter) and the zod schemas of
 * its path parameters, query, body and the `data` of its success envelope `{ status, data }`.
 *
 * - The API registers the call with these schemas (apps/api/src/lib/route.ts): they validate the
 *   request (unknown fields stripped), check the answer, and are the OpenAPI document.
 * - The web app calls it with them (apps/web/src/server/api.ts): the path is filled in from the
 *   contract and the answer is parsed with the same `data` schema, so the two cannot drift.
 *
 * Response schemas are plain shapes (checks and refinements, no transforms): the API encodes its
 * answer with them and the web decodes it with them.
 */
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call {
  readonly method: CallMethod;
  /** The full path on the API, e.g. `/api/product/v1/used-car/similar/:code`. */
  readonly path: `/${string}`;
  /**
   * The answer is the same for every caller (public catalogue and content): the API keeps it in its
   * read cache (apps/api/src/plugins/response-cache.ts), and the web asks it with the system token
   * even while rendering a customer's page, so that every visitor shares the cached answer
   * (apps/web/src/server/api.ts). Never set on a call whose answer depends on who asks.
   */
  readonly shared?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `data` of the `{ status, data }` success envelope (§7 "Response fields read"). */
  readonly data: z.ZodType;
}

/** Declares a call; `const` keeps the literal method and path in the type. */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

type Part<C, K extends 'params' | 'query' | 'body'> = C extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a caller passes: the path parameters, the query and the body, each as the schema accepts it. */
export type CallInput<C extends Call> = (Part<C, 'params'> extends z.ZodType
  ? { params: z.input<Part<C, 'params'>> }
  : { params?: undefined }) &
  (Part<C, 'query'> extends z.ZodType ? { query?: z.input<Part<C, 'query'>> } : { query?: undefined }) &
  (Part<C, 'body'> extends z.ZodType ? { body: z.input<Part<C, 'body'>> } : { body?: undefined });

/** What the handler receives once the API has validated the request. */
export type CallParams<C extends Call> = Part<C, 'params'> extends z.ZodType ? z.output<Part<C, 'params'>> : Record<string, never>;
export type CallQuery<C extends Call> = Part<C, 'query'> extends z.ZodType ? z.output<Part<C, 'query'>> : Record<string, never>;
export type CallBody<C extends Call> = Part<C, 'body'> extends z.ZodType ? z.output<Part<C, 'body'>> : undefined;

/** The `data` of the call's answer. */
export type CallData<C extends Call> = z.output<C['data']>;

/**
 * The call's path with its `:name` parameters filled in, each URL-encoded as one segment.
 * A missing parameter throws: it is a programming error, never a visitor's.
 */
export function pathOf(call: Pick<Call, 'path'>, params?: Readonly<Record<string, string | number>>): string {
  return call.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new TypeError(`${call.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call (`?a=1&b=x`, or '' when empty); undefined, null and '' values are left out. */
export function queryOf(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(name, String(item));
    }
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
