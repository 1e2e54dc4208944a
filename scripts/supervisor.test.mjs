import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portProblem, Supervisor } from './supervisor.mjs';

// Small stand-ins for the API and the web app: they say when they are up and which signal they got.
const CHILD = `
const [name, mode = 'normal'] = process.argv.slice(2);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    console.log('got', signal, name, process.pid);
    if (mode !== 'stubborn') setTimeout(() => process.exit(0), 20);
  });
}
console.log('up', name, process.pid);
if (mode === 'crash') setTimeout(() => process.exit(3), 20);
setInterval(() => {}, 1000);
`;

// A supervisor in a process of its own (as start.mjs is), so that it can be signalled and killed.
const HOST = `
import { PARENT_WATCH, Supervisor } from ${JSON.stringify(new URL('./supervisor.mjs', import.meta.url).href)};
const child = process.argv[2];
const supervisor = new Supervisor({ log: (line) => console.log(line), graceMs: 60_000 });
supervisor.handleSignals((signal) => {
  console.log('stopped after', signal);
  process.exit(0);
});
for (const name of ['api', 'web']) {
  await supervisor.add(name, { command: process.execPath, args: ['--import', PARENT_WATCH, child, name] });
}
`;

let dir;
let childScript;
let hostScript;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kemudi-supervisor-'));
  childScript = join(dir, 'child.mjs');
  hostScript = join(dir, 'host.mjs');
  writeFileSync(childScript, CHILD);
  writeFileSync(hostScript, HOST);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Running (a zombie waiting for init to reap it, once its parent is gone, counts as gone). */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

/** Collects a stream's lines; `waitFor(re)` resolves with the first line matching. */
function lines(stream) {
  const seen = [];
  const waiting = [];
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop();
    for (const line of parts) {
      seen.push(line);
      for (const w of [...waiting]) {
        if (w.re.test(line)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  return {
    seen,
    waitFor: (re) => {
      const found = seen.find((line) => re.test(line));
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ re, resolve }));
    },
  };
}

describe('Supervisor', () => {
  /** @type {Supervisor[]} */
  const started = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.stop('SIGKILL')));
  });

  function supervise(options = {}) {
    const log = [];
    const supervisor = new Supervisor({ log: (line) => log.push(line), initialDelayMs: 50, maxDelayMs: 400, ...options });
    started.push(supervisor);
    const output = [];
    supervisor.on('spawn', (name, child) => output.push({ name, child, lines: lines(child.stdout) }));
    const spec = (name, mode) => ({ command: process.execPath, args: [childScript, name, mode ?? 'normal'], stdio: ['ignore', 'pipe', 'inherit'] });
    const nextSpawn = (name) => new Promise((resolve) => supervisor.once('spawn', (n, child) => n === name && resolve(child)));
    const up = async (name) => {
      const last = output.filter((o) => o.name === name).at(-1);
      await last.lines.waitFor(/^up /);
      return last.child;
    };
    const outputOf = (child) => output.find((o) => o.child === child).lines;
    return { supervisor, log, spec, nextSpawn, up, outputOf };
  }

  it('restarts a killed child, says which one died and why, and leaves the other alone', async () => {
    const { supervisor, log, spec, nextSpawn, up } = supervise();
    await supervisor.add('API', spec('api'));
    await supervisor.add('web app', spec('web'));
    const api = await up('API');
    const web = await up('web app');
    supervisor.ready('API');
    supervisor.ready('web app');

    const again = nextSpawn('API');
    process.kill(api.pid, 'SIGKILL');
    const restarted = await again;
    await up('API');
    expect(restarted.pid).not.toBe(api.pid);
    expect(supervisor.child('API')).toBe(restarted);
    expect(supervisor.restarts('API')).toBe(1);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(new RegExp(`^\\[start\\] the API \\(pid ${api.pid}\\) died \\(signal SIGKILL\\) after [\\d.]+ s; restarting it in 0\\.05 s\\.$`));
    expect(supervisor.child('web app')).toBe(web);
    expect(alive(web.pid)).toBe(true);
  });

  it('backs off while a child keeps dying young, doubling up to the cap', async () => {
    const { supervisor, log, spec, nextSpawn, up } = supervise();
    await supervisor.add('API', spec('api'));
    await up('API');
    supervisor.ready('API');
    for (let i = 0; i < 5; i += 1) {
      const again = nextSpawn('API');
      process.kill(supervisor.child('API').pid, 'SIGKILL');
      await again;
      await up('API');
    }
    const delays = log.map((line) => /restarting it in ([\d.]+) s/.exec(line)?.[1]);
    expect(delays).toEqual(['0.05', '0.1', '0.2', '0.4', '0.4']);
  });

  it('gives up with a message when a child dies before it was ever ready, stopping the others', async () => {
    const { supervisor, log, spec, up } = supervise();
    const fatal = new Promise((resolve) => supervisor.once('fatal', resolve));
    await supervisor.add('web app', spec('web'));
    const web = await up('web app');
    const webExit = new Promise((resolve) => web.once('exit', resolve));
    await supervisor.add('API', spec('api', 'crash'));
    expect(await fatal).toBe('the API died (exit code 3) before it was ready; stopping.');
    expect(log).toEqual(['[start] the API died (exit code 3) before it was ready; stopping.']);
    await webExit;
    expect(supervisor.restarts('API')).toBe(0);
  });

  it('refuses to start a child whose preflight check fails (a taken port)', async () => {
    const { supervisor, log, spec } = supervise();
    let spawned = false;
    supervisor.on('spawn', () => (spawned = true));
    await supervisor.add('API', { ...spec('api'), preflight: async () => 'port 4000 is in use by another process' });
    expect(spawned).toBe(false);
    expect(log).toEqual(['[start] port 4000 is in use by another process']);
  });

  it('passes a stop signal on, waits for the children, and kills one that ignores it after the grace period', async () => {
    const { supervisor, spec, up, outputOf } = supervise({ graceMs: 300 });
    await supervisor.add('API', spec('api'));
    await supervisor.add('web app', spec('web', 'stubborn'));
    const api = await up('API');
    const web = await up('web app');
    const apiOut = outputOf(api);
    const codes = {};
    api.once('exit', (code, signal) => (codes.api = { code, signal }));
    web.once('exit', (code, signal) => (codes.web = { code, signal }));
    await supervisor.stop('SIGINT');
    expect(codes.api).toEqual({ code: 0, signal: null });
    expect(codes.web).toEqual({ code: null, signal: 'SIGKILL' });
    expect(apiOut.seen).toContain(`got SIGINT api ${api.pid}`);
    expect(alive(api.pid) || alive(web.pid)).toBe(false);
  });
});

describe('a supervisor process (as start.mjs)', () => {
  function host() {
    const child = spawn(process.execPath, [hostScript, childScript], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = lines(child.stdout);
    child.stderr.setEncoding('utf8');
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    // 'close': every holder of the pipes (the host and the children it started) has gone.
    const closed = new Promise((resolve) => child.once('close', () => resolve()));
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const pids = async () => {
      const [api, web] = await Promise.all([out.waitFor(/^up api /), out.waitFor(/^up web /)]);
      return [Number(api.split(' ')[2]), Number(web.split(' ')[2])];
    };
    return { child, out, closed, exited, pids, stderr: () => err };
  }

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    it(`passes ${signal} to its children and exits once they have`, async () => {
      const h = host();
      const [api, web] = await h.pids();
      h.child.kill(signal);
      expect(await h.exited).toEqual({ code: 0, signal: null });
      // Exited only after its children: neither is left behind.
      expect(alive(api)).toBe(false);
      expect(alive(web)).toBe(false);
      await h.closed;
      const passed = signal === 'SIGHUP' ? 'SIGTERM' : signal;
      expect(h.out.seen).toContain(`got ${passed} api ${api}`);
      expect(h.out.seen).toContain(`got ${passed} web ${web}`);
      expect(h.out.seen).toContain(`stopped after ${signal}`);
    });
  }

  it('leaves no child behind when it is killed with SIGKILL (they watch it)', async () => {
    const h = host();
    const [api, web] = await h.pids();
    h.child.kill('SIGKILL');
    expect(await h.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The children hold the pipes until they have stopped themselves, gracefully.
    await h.closed;
    expect(h.out.seen).toContain(`got SIGTERM api ${api}`);
    expect(h.out.seen).toContain(`got SIGTERM web ${web}`);
    expect(h.stderr()).toContain(`[supervisor] pid ${h.child.pid} is gone: stopping pid ${api}`);
    // A child closes its pipes a moment before its process is gone: wait for that, not a fixed time.
    await expect.poll(() => alive(api), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => alive(web), { timeout: 10_000 }).toBe(false);
  });
});

describe('portProblem', () => {
  it('tells a taken port from a free one', async () => {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    expect(await portProblem(port, '127.0.0.1')).toBe('EADDRINUSE');
    // Every interface (as the web server listens) clashes with the loopback listener too.
    expect(await portProblem(port)).toBe('EADDRINUSE');
    await new Promise((resolve) => server.close(resolve));
    expect(await portProblem(port, '127.0.0.1')).toBeUndefined();
  });
});
