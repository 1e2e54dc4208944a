/**
 * What every loader test (src/server/**) needs around its cases: the fake API (fake-api.ts)
 * answering with the file's handler, API_URL pointing at it, and the module under test imported
 * after that (src/server/env.ts reads API_URL when it is first imported). A file calls it once, at
 * the top level, after its `vi.mock`s and its handler:
 *
 *   const { api, loaders: dealers, fail } = await startLoaderHarness(answer, () => import('./index'));
 *
 * Each case starts clean: the §9 500 ms response cache of the real API client singletons is
 * cleared (an identical GET asks the API again, without waiting 500 ms), `api.requests` is empty,
 * the answers a case replaced (`override`, `fail`) are forgotten, and `console.warn` is silenced
 * behind a spy (the loaders log each section they leave out; a case may assert on it). After each
 * case the calls it started are awaited and the spies restored; after the file the server closes.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { FakeApi, type Handler, sendJson } from './fake-api';

export type Reply = (res: ServerResponse) => void;

export interface LoaderHarness<M> {
  /** The fake API, listening. */
  api: FakeApi;
  /** What `load` returned: the module (or modules) under test. */
  loaders: M;
  /** Forgets the API client's cached answers now: within a case, the next identical GET asks the API again. */
  clearCache: () => void;
  /** For the rest of this case, `reply` answers the requests to `path` (without query) instead of the handler. */
  override: (path: string, reply: Reply) => void;
  /** For the rest of this case, the requests to these paths (without query) fail with 500. */
  fail: (...paths: string[]) => void;
}

export async function startLoaderHarness<M>(handler: Handler, load: () => Promise<M>): Promise<LoaderHarness<M>> {
  const overrides = new Map<string, Reply>();
  const api = new FakeApi();
  api.handler = (req, res, fake) => {
    const reply = overrides.get(new URL(req.url, 'http://api').pathname);
    return reply ? reply(res) : handler(req, res, fake);
  };
  await api.start();
  vi.stubEnv('API_URL', api.url);
  const stop = async () => {
    vi.unstubAllEnvs();
    await api.close();
  };
  try {
    // The singletons the loaders call through (src/server/api.ts), so imported once API_URL is set.
    const { apiClient, secondaryApiClient } = await import('../server/api-client');
    const loaders = await load();
    const clients = [apiClient, secondaryApiClient];
    const clearCache = () => {
      for (const client of clients) client.clearCache();
    };
    let calls: CallSpy[] = [];

    beforeEach(() => {
      clearCache();
      api.requests.length = 0;
      overrides.clear();
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // They call through, and keep each call's promise for afterEach (post goes through send).
      calls = clients.flatMap((client) => [vi.spyOn(client, 'get'), vi.spyOn(client, 'send')]);
    });
    afterEach(async () => {
      await settle(calls);
      vi.restoreAllMocks();
    });
    afterAll(stop);

    return {
      api,
      loaders,
      clearCache,
      override: (path, reply) => {
        overrides.set(path, reply);
      },
      fail: (...paths) => {
        for (const path of paths) overrides.set(path, serverError);
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface CallSpy {
  mock: { results: { value: unknown }[] };
}

/**
 * Waits for every API call a case started, and for the calls those lead to. A loader can fail fast
 * on one of several calls made at once (Promise.all); the others would otherwise reach the fake API
 * during the next case and be counted among its requests.
 */
async function settle(calls: CallSpy[]): Promise<void> {
  let settled = 0;
  for (;;) {
    const answers = calls.flatMap((spy) => spy.mock.results.map((result) => result.value));
    if (answers.length === settled) return;
    settled = answers.length;
    await Promise.allSettled(answers);
  }
}

/** A §7 success answer `{ status: 200, data }`. */
export function sendData(res: ServerResponse, data: unknown): void {
  sendJson(res, 200, { status: 200, data });
}

/** A §7 failure answer `{ errors: [{ type, message }] }`. */
export function sendError(res: ServerResponse, status: number, type: string, message = 'x'): void {
  sendJson(res, status, { errors: [{ type, message }] });
}

/** What `fail` answers. */
export const serverError: Reply = (res) => sendError(res, 500, 'InternalServerError');
