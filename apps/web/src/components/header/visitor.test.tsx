/**
 * The visitor store (issue 14): the hint cookies decide whether anything is asked, one check is
 * shared by every island, a 401 or a failure means a guest (§8), the cart event keeps the count,
 * and the server (and hydration) always renders the guest. The browser is stood in for by a
 * cookie jar on a fake document, an EventTarget window and a fetch that records its calls.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const VISITOR = '/api/visitor';
const CART = '/api/cart/v1/global-cart?doUpdateHiddenEntries=false';

/** document.cookie as a browser keeps it: each write sets one cookie, Max-Age=0 deletes it. */
class FakeDocument extends EventTarget {
  readonly jar = new Map<string, string>();
  visibilityState: 'visible' | 'hidden' = 'visible';
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((a) => /^max-age=0$/i.test(a.trim()))) this.jar.delete(name.trim());
    else this.jar.set(name.trim(), value);
  }
}

type Answer = { status: number; body: unknown } | Error;

let doc: FakeDocument;
let answers: Record<string, Answer>;
let fetched: string[];

function answer(status: number, body: unknown): Answer {
  return { status, body };
}

async function freshStore() {
  vi.resetModules();
  return import('./visitor');
}

beforeEach(() => {
  doc = new FakeDocument();
  fetched = [];
  answers = {
    [VISITOR]: answer(200, { status: 200, data: { user: { name: 'Budi Santoso' }, cartCount: 3, signedOut: false } }),
    [CART]: answer(200, { status: 200, data: { totalGlobalNonBundleUnitCount: 3 } }),
  };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const reply = answers[url];
      if (!reply) throw new Error(`unexpected fetch ${url}`);
      if (reply instanceof Error) throw reply;
      return Response.json(reply.body, { status: reply.status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the visitor store', () => {
  it('without a hint: a guest with an empty cart, and no request at all', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const stop = store.subscribeVisitor(listener);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getVisitor()).toEqual({ state: 'guest', user: null, cartCount: 0 });
    expect(fetched).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('with the session hint: loading at once, then greets the customer and counts the cart — one call, one check for every island', async () => {
    doc.jar.set('kemudi_session', '1');
    const store = await freshStore();
    const stops = [store.subscribeVisitor(() => undefined), store.subscribeVisitor(() => undefined), store.subscribeVisitor(() => undefined)];
    expect(store.getVisitor().state).toBe('loading');
    expect(store.getVisitor().user).toBeNull();
    await vi.waitFor(() => expect(store.getVisitor().state).toBe('customer'));
    expect(store.getVisitor()).toEqual({ state: 'customer', user: { name: 'Budi Santoso' }, cartCount: 3 });
    expect(fetched).toEqual([VISITOR]);
    // Nothing changed: checking again (a navigation) asks nothing.
    store.checkVisitor();
    expect(fetched).toHaveLength(1);
    stops.forEach((stop) => stop());
  });

  it('no session behind the hint (signedOut) means a guest, and the stale hint is forgotten so the next page does not ask', async () => {
    doc.jar.set('kemudi_session', '1');
    answers[VISITOR] = answer(200, { status: 200, data: { user: null, cartCount: 0, signedOut: true } });
    const store = await freshStore();
    const stop = store.subscribeVisitor(() => undefined);
    await vi.waitFor(() => expect(store.getVisitor().state).toBe('guest'));
    expect(store.getVisitor()).toEqual({ state: 'guest', user: null, cartCount: 0 });
    expect(doc.jar.has('kemudi_session')).toBe(false);
    store.checkVisitor();
    expect(fetched).toEqual([VISITOR]);
    stop();
  });

  it('§8: a failed call (500) means a guest whose badge shows what it showed; the hint stays for the next page', async () => {
    doc.jar.set('kemudi_session', '1');
    answers[VISITOR] = answer(500, { errors: [{ type: 'InternalServerError', message: 'Terjadi kesalahan' }] });
    const store = await freshStore();
    const stop = store.subscribeVisitor(() => undefined);
    await vi.waitFor(() => expect(store.getVisitor().state).toBe('guest'));
    expect(store.getVisitor()).toEqual({ state: 'guest', user: null, cartCount: 0 });
    // A failure is no proof that the session is gone.
    expect(doc.jar.has('kemudi_session')).toBe(true);
    stop();
  });

  it('§8: no answer at all is a guest too; the customer read but the cart not: greeted, no badge', async () => {
    doc.jar.set('kemudi_session', '1');
    answers[VISITOR] = new TypeError('Failed to fetch');
    const store = await freshStore();
    const stop = store.subscribeVisitor(() => undefined);
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    await vi.waitFor(() => expect(store.getVisitor().state).toBe('guest'));
    expect(doc.jar.has('kemudi_session')).toBe(true);
    stop();

    answers[VISITOR] = answer(200, { status: 200, data: { user: { name: 'Budi Santoso' }, cartCount: null, signedOut: false } });
    const again = await freshStore();
    const stopAgain = again.subscribeVisitor(() => undefined);
    await vi.waitFor(() => expect(again.getVisitor().state).toBe('customer'));
    expect(again.getVisitor()).toEqual({ state: 'customer', user: { name: 'Budi Santoso' }, cartCount: 0 });
    stopAgain();
  });

  it('a cart begun by a customer already greeted: only the count is asked again', async () => {
    doc.jar.set('kemudi_session', '1');
    const store = await freshStore();
    const stop = store.subscribeVisitor(() => undefined);
    await vi.waitFor(() => expect(store.getVisitor().state).toBe('customer'));
    answers[CART] = answer(200, { status: 200, data: { totalGlobalNonBundleUnitCount: 4 } });
    doc.jar.set('kemudi_cart', '1');
    store.checkVisitor();
    await vi.waitFor(() => expect(store.getVisitor().cartCount).toBe(4));
    expect(store.getVisitor().user).toEqual({ name: 'Budi Santoso' });
    expect(fetched).toEqual([VISITOR, CART]);
    stop();
  });

  it('with the cart hint only: counts the guest cart, never asks who is visiting', async () => {
    doc.jar.set('kemudi_cart', '1');
    const store = await freshStore();
    const stop = store.subscribeVisitor(() => undefined);
    expect(store.getVisitor().state).toBe('guest');
    await vi.waitFor(() => expect(store.getVisitor().cartCount).toBe(3));
    expect(fetched).toEqual([CART]);
    stop();
  });

  it('follows the kemudi:cart event; a count read before an event does not undo it', async () => {
    doc.jar.set('kemudi_cart', '1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string) => {
      await gate;
      return realFetch(url);
    });
    const store = await freshStore();
    const { announceCartCount } = await import('@/components/cart/cart-event');
    const stop = store.subscribeVisitor(() => undefined);
    announceCartCount(5);
    expect(store.getVisitor().cartCount).toBe(5);
    release();
    await vi.waitFor(() => expect(fetched).toEqual([CART]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getVisitor().cartCount).toBe(5);
    announceCartCount(0);
    expect(store.getVisitor().cartCount).toBe(0);
    stop();
  });

  it('checks again when the hints change: logged in, then sent to another page, the header greets the customer', async () => {
    const store = await freshStore();
    const stop = store.subscribeVisitor(() => undefined);
    expect(store.getVisitor().state).toBe('guest');
    // The login answer set the hint; the next page (a navigation, or the tab shown again) re-reads it.
    doc.jar.set('kemudi_session', '1');
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(store.getVisitor().state).toBe('loading');
    await vi.waitFor(() => expect(store.getVisitor().user).toEqual({ name: 'Budi Santoso' }));
    // Logged out elsewhere: the hint is gone, a guest again without asking.
    doc.jar.delete('kemudi_session');
    store.checkVisitor();
    expect(store.getVisitor()).toEqual({ state: 'guest', user: null, cartCount: 0 });
    expect(fetched).toEqual([VISITOR]);
    stop();
  });

  it('the server and the hydration render the guest, whatever the hints say', async () => {
    doc.jar.set('kemudi_session', '1');
    const store = await freshStore();
    function Probe() {
      const { state, user, cartCount } = store.useVisitor();
      return <p>{`${state} ${user?.name ?? '-'} ${cartCount}`}</p>;
    }
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>guest - 0</p>');
    expect(fetched).toEqual([]);
  });
});
