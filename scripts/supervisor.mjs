// The process supervision behind `npm start` (issue 16 "One crash takes the whole site down"): a
// child that dies is started again with back-off and a line saying why; a signal to the supervisor
// is passed to the children, which are waited for (SIGKILL after a grace period); and a child never
// outlives its supervisor, even one killed with SIGKILL (scripts/parent-watch.mjs). Plain Node, so
// that it runs before anything is built and is tested with small child scripts (supervisor.test.mjs).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Loaded into every child with `--import`: stops the child when its supervisor is gone. */
export const PARENT_WATCH = pathToFileURL(fileURLToPath(new URL('./parent-watch.mjs', import.meta.url))).href;
/** Tells a child which process supervises it (parent-watch.mjs compares it with its parent). */
export const SUPERVISOR_PID_VARIABLE = 'KEMUDI_SUPERVISOR_PID';

/**
 * Calls `onGone` once when this process's parent is no longer `parentPid` (the parent died and the
 * process was handed to init or a subreaper). Polls: works whatever killed the parent.
 *
 * @param {number} parentPid
 * @param {() => void} onGone
 * @param {number} [intervalMs]
 */
export function watchParent(parentPid, onGone, intervalMs = 500) {
  const timer = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Resolves to undefined when `port` can be listened on at `host` (undefined = every interface, as a
 * server listening without a host), else to the error code (EADDRINUSE: another process has it).
 *
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<string | undefined>}
 */
export function portProblem(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? error.message));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/** `exit code 1`, `signal SIGKILL`. */
export const describeExit = (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) =>
  signal ? `signal ${signal}` : `exit code ${code}`;

const seconds = (/** @type {number} */ ms) => `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;

/**
 * @typedef {object} ChildSpec
 * @property {string} command
 * @property {string[]} [args]
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {import('node:child_process').StdioOptions} [stdio]
 * @property {() => Promise<string | undefined>} [preflight] Checked before every start: a message stops everything (e.g. the port is taken).
 */

/**
 * Keeps named child processes running. Events: `spawn` (name, child) on every start,
 * `exit` (name, code, signal) on every death, `fatal` (message) when it gives up (`fail`).
 *
 * A child that dies before it was ever marked ready (`ready(name)`) stops everything: that is a
 * start-up failure (bad configuration, a taken port) that restarting would only repeat. One that
 * dies later is restarted after `initialDelayMs`, doubling up to `maxDelayMs` while it keeps dying
 * young; a run of `resetAfterMs` or more starts the back-off over.
 */
export class Supervisor extends EventEmitter {
  /**
   * @param {{ log?: (line: string) => void, label?: string, graceMs?: number, initialDelayMs?: number, maxDelayMs?: number, resetAfterMs?: number }} [options]
   */
  constructor({ log = (line) => console.error(line), label = 'start', graceMs = 10_000, initialDelayMs = 500, maxDelayMs = 30_000, resetAfterMs = 60_000 } = {}) {
    super();
    this.log = (/** @type {string} */ line) => log(`[${label}] ${line}`);
    this.options = { graceMs, initialDelayMs, maxDelayMs, resetAfterMs };
    /** @type {Map<string, { spec: ChildSpec, child?: import('node:child_process').ChildProcess, startedAt: number, delayMs: number, everReady: boolean, restarts: number, timer?: NodeJS.Timeout }>} */
    this.entries = new Map();
    this.stopping = false;
    /** @type {Promise<void> | undefined} */
    this.stopped = undefined;
  }

  /** Starts `name` and keeps it running until `stop()`. @param {string} name @param {ChildSpec} spec */
  async add(name, spec) {
    this.entries.set(name, { spec, startedAt: 0, delayMs: 0, everReady: false, restarts: 0 });
    await this.#start(name);
  }

  /** The live child of `name` (undefined while it is down). @param {string} name */
  child(name) {
    return this.entries.get(name)?.child;
  }

  /** How many times `name` has been started again. @param {string} name */
  restarts(name) {
    return this.entries.get(name)?.restarts ?? 0;
  }

  /** `name` has come up: from now on its death means a restart, not a failed start. @param {string} name */
  ready(name) {
    const entry = this.entries.get(name);
    if (entry) entry.everReady = true;
  }

  /** @param {string} name */
  async #start(name) {
    const entry = this.entries.get(name);
    if (!entry || this.stopping) return;
    const problem = await entry.spec.preflight?.();
    if (problem) return this.fail(problem);
    if (this.stopping) return;
    const { command, args = [], cwd, env = process.env, stdio = 'inherit' } = entry.spec;
    // Its own process group: a Ctrl-C in the terminal reaches the supervisor only, which passes it
    // on once (a second SIGINT would make a child skip its graceful close).
    const child = spawn(command, args, { cwd, env: { ...env, [SUPERVISOR_PID_VARIABLE]: String(process.pid) }, stdio, detached: true });
    entry.child = child;
    entry.startedAt = Date.now();
    let gone = false;
    const onGone = (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal, /** @type {Error} */ error) => {
      if (gone) return;
      gone = true;
      if (entry.child === child) entry.child = undefined;
      this.emit('exit', name, code, signal);
      if (this.stopping) return;
      const reason = error ? `could not be started (${error.message})` : `died (${describeExit(code, signal)})`;
      const ranMs = Date.now() - entry.startedAt;
      if (!entry.everReady) return this.fail(`the ${name} ${reason} before it was ready; stopping.`);
      entry.delayMs = ranMs >= this.options.resetAfterMs || entry.delayMs === 0 ? this.options.initialDelayMs : Math.min(entry.delayMs * 2, this.options.maxDelayMs);
      this.log(`the ${name} (pid ${child.pid ?? '?'}) ${reason} after ${seconds(ranMs)}; restarting it in ${seconds(entry.delayMs)}.`);
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        entry.restarts += 1;
        void this.#start(name);
      }, entry.delayMs);
    };
    child.once('exit', (code, signal) => onGone(code, signal));
    child.once('error', (error) => onGone(null, null, error));
    this.emit('spawn', name, child);
  }

  /**
   * Gives up: logs `message`, stops every child (SIGTERM) and emits `fatal`; `stopped` resolves once
   * they have exited.
   *
   * @param {string} message
   */
  fail(message) {
    if (this.stopping) return;
    this.log(message);
    void this.stop('SIGTERM');
    this.emit('fatal', message);
  }

  /**
   * SIGINT, SIGTERM and SIGHUP (a closed terminal) stop every child and then call `onStopped`
   * (default: exit 0). SIGINT and SIGTERM are passed on as they are; SIGHUP as SIGTERM, the signal
   * both servers close gracefully on (the web server has no SIGHUP handler: it would die mid-request).
   *
   * @param {(signal: NodeJS.Signals) => void} [onStopped]
   */
  handleSignals(onStopped = () => process.exit(0)) {
    for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
      process.on(signal, () => {
        if (!this.stopping) this.log(`${signal}: stopping ${[...this.entries.keys()].join(' and ') || 'everything'}.`);
        void this.stop(signal === 'SIGHUP' ? 'SIGTERM' : signal).then(() => onStopped(signal));
      });
    }
  }

  /**
   * Passes `signal` to every child and resolves once all have exited; a child still running after
   * `graceMs` gets SIGKILL. Nothing is restarted any more.
   *
   * @param {NodeJS.Signals} [signal]
   */
  stop(signal = 'SIGTERM') {
    if (this.stopped) {
      // A second Ctrl-C: passed on again, which makes the API give up its graceful close at once.
      for (const entry of this.entries.values()) entry.child?.kill(signal);
      return this.stopped;
    }
    this.stopping = true;
    const waits = [];
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer);
      const child = entry.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      waits.push(
        new Promise((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), this.options.graceMs);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve(undefined);
          });
          child.kill(signal);
        }),
      );
    }
    this.stopped = Promise.all(waits).then(() => undefined);
    return this.stopped;
  }
}
