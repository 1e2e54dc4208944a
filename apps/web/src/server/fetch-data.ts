import 'server-only';

import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { ApiError, apiClient } from './api-client';

/*
 * The one way a page loader reads the API (STYLE "One data path": page → loader → API client → API):
 * a GET or POST through the server API client, its answer parsed by a zod schema of only the fields
 * the page reads. `requireData` turns the API's 404 into the page's own Indonesian 404
 * (app/not-found.tsx); `softData` answers null on any failure, for the sections a page can do without.
 */

type Query = Record<string, string | number | boolean | undefined>;

function cleanQuery(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/** GET `path` and parse the answer; a 404 from the API becomes this page's 404. */
export async function requireData<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.infer<S>> {
  try {
    const q = cleanQuery(query);
    return schema.parse(await apiClient.get<unknown>(path, q ? { query: q } : {}));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** POST `body` to `path` and parse the answer; a 404 from the API becomes this page's 404. */
export async function requirePost<S extends z.ZodType>(path: string, schema: S, body: unknown): Promise<z.infer<S>> {
  try {
    return schema.parse(await apiClient.post<unknown>(path, body));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** GET `path` for an optional section: null (logged) when the call fails or answers something unreadable. */
export async function softData<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.infer<S> | null> {
  try {
    const q = cleanQuery(query);
    return schema.parse(await apiClient.get<unknown>(path, q ? { query: q } : {}));
  } catch (error) {
    console.warn(`[page] optional section left out: GET ${path} failed: ${(error as Error).message}`);
    return null;
  }
}

/** POST for an optional section: null (logged) when the call fails or answers something unreadable. */
export async function softPost<S extends z.ZodType>(path: string, schema: S, body: unknown): Promise<z.infer<S> | null> {
  try {
    return schema.parse(await apiClient.post<unknown>(path, body));
  } catch (error) {
    console.warn(`[page] optional section left out: POST ${path} failed: ${(error as Error).message}`);
    return null;
  }
}

/** A page number from the query string: `?page=2` is the second page (1-based for people), API pages are 0-based. */
export function pageIndex(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n - 1 : 0;
}

/** The first value of a query parameter, trimmed; undefined when absent or blank. */
export function firstParam(raw: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}
