// What the cluster tests (issue 26) use: visitors with their own address and cookies, a stand-in of
// the message gateways and the CRM that records what reached it, and the processes' metrics.
import { createServer } from 'node:http';
import { Agent, fetch, request as rawRequest } from 'undici';

/**
 * A visitor: its own source address on the loopback network (127.x.y.z), so HAProxy and the web
 * processes see a different client per visitor as they would on the internet, and its own cookies.
 */
export function visitor(address = '127.0.0.1') {
  const dispatcher = new Agent({ localAddress: address, keepAliveTimeout: 5_000 });
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (setCookies) => {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  };
  /**
   * One request to `base` + `path`; JSON in, text out; the cookies follow. As a browser does, a
   * request whose kept-alive connection turns out closed before any answer came is sent once more
   * on a new connection (counted in `resent`): the balancer had closed it while it was idle.
   */
  const request = async (base, path, options = {}) => {
    try {
      return await requestOnce(base, path, options);
    } catch (error) {
      // fetch wraps undici's socket error (`cause`); a raw request (`encoded`) throws it as it is.
      if ((error.cause?.code ?? error.code) !== 'UND_ERR_SOCKET' || options.resent) throw error;
      stats.resent++;
      return requestOnce(base, path, { ...options, resent: true });
    }
  };
  const stats = { resent: 0 };
  const requestOnce = async (base, path, { method = 'GET', body, headers = {}, remember: keep = true, encoded = false } = {}) => {
    if (encoded) return requestEncoded(base, path, { method, headers, keep });
    const response = await fetch(base + path, {
      method,
      dispatcher,
      redirect: 'manual',
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    if (keep) remember(response.headers.getSetCookie());
    let text;
    try {
      text = await response.text();
    } catch (error) {
      // The answer began and was cut off: its process died mid-answer.
      return { status: response.status, headers: response.headers, text: '', json: undefined, truncated: error.cause?.code ?? error.message };
    }
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  };
  /**
   * A GET as a browser sends it (it accepts brotli and gzip), answered with the status and the
   * number of bytes that came, left compressed: a benchmark's clients share the machine with the
   * site, and decoding every page is work a visitor's own device does (bench/customer-load.mjs).
   */
  const requestEncoded = async (base, path, { method, headers, keep }) => {
    const response = await rawRequest(base + path, {
      method,
      dispatcher,
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        'sec-fetch-site': 'same-origin',
        ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
        ...headers,
      },
      signal: AbortSignal.timeout(30_000),
    });
    const setCookie = response.headers['set-cookie'];
    if (keep && setCookie) remember(Array.isArray(setCookie) ? setCookie : [setCookie]);
    let bytes = 0;
    try {
      for await (const chunk of response.body) bytes += chunk.length;
    } catch (error) {
      return { status: response.statusCode, bytes, truncated: error.code ?? error.message };
    }
    return { status: response.statusCode, bytes, encoding: response.headers['content-encoding'] };
  };
  return {
    address,
    jar,
    request,
    stats,
    /** A copy of this visitor's cookies, to replay later (an old refresh token). */
    cookies: () => new Map(jar),
    setCookies: (cookies) => {
      jar.clear();
      for (const [name, value] of cookies) jar.set(name, value);
    },
    close: () => dispatcher.close(),
  };
}

/** A visitor address of its own for index i (127.1.x.y). */
export const addressOf = (i) => `127.1.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/**
 * The message gateways and the CRM as the API's adapters reach them (a JSON POST with an
 * Idempotency-Key): records every request by key. `delayMs` makes each answer take that long, so a
 * test can cut a host off while deliveries are in flight. Like a real provider, a key it has
 * already accepted is accepted again without being delivered twice (`delivered` counts once).
 */
export async function startGatewayStandIn({ delayMs = 0 } = {}) {
  const attempts = new Map();
  const delivered = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const channel = (req.url ?? '').split('?')[0].slice(1);
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      if (!delivered.has(key)) delivered.set(key, { channel, body });
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: key, status: 'accepted' }));
      }, delayMs);
    });
  });
  await new Promise((resolve) => server.listen(0, '0.0.0.0', resolve));
  const { port } = server.address();
  return {
    port,
    attempts,
    delivered,
    /** Keys that reached the stand-in more than once (a retry the provider's idempotency absorbed). */
    repeated: () => [...attempts].filter(([, n]) => n > 1).map(([key]) => key),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One counter of a process's Prometheus text (summed over the label sets matching `labels`). */
export async function metric(url, token, name, labels = {}) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) });
  const text = await response.text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(\{[^}]*\})?\s+([0-9.e+-]+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => set.includes(`${key}="${value}"`))) sum += Number(match[3]);
  }
  return sum;
}

/** Waits until `check` answers true (polled every 50 ms), or fails after `timeoutMs` with `what`. */
export async function eventually(what, check, timeoutMs = 30_000) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return Date.now() - started;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
}

/**
 * A new customer registered and verified as the site does it (register, a code by SMS read from the
 * development outbox, login), as a visitor of its own address (`addressOf(index)`); `phoneBase`
 * keeps the phones of two benchmarks apart. The site must run outside production (the outbox).
 */
export async function registerCustomer(url, index, phoneBase) {
  const who = visitor(addressOf(index));
  const phone = `0813${String(phoneBase + index * 7919 + (Date.now() % 1000)).slice(-8)}`;
  const step = async (path, body) => {
    const answer = await who.request(url, path, { method: 'POST', body });
    if (answer.status < 200 || answer.status > 299) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 160)}`);
  };
  await step('/api/register', { name: 'Pelanggan Bench', phoneNumber: phone, email: `bench.${phone}@contoh.com`, password: 'Rahasia2026' });
  await step('/api/login-phone', { phoneNumber: phone, channel: 'sms', purpose: 'register' });
  const outbox = await who.request(url, `/api/dev/outbox?to=${phone}`);
  const code = /(\d{6})/.exec(outbox.json?.data?.[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  await step('/api/login', { phoneNumber: phone, otp: code, channel: 'sms', purpose: 'register' });
  return who;
}
