// A newcomer's first start (issue 28): a fresh clone of the repository at HEAD in a temporary
// folder, its node_modules in place (hard-linked from this checkout's, or `npm ci` with --install),
// then `npm start`, timed until http://127.0.0.1:<port>/ answers 200. Prints the time line of
// `npm start`'s own messages and the phases: each app's build, the database's migrate + seed, the
// first page. Nothing is asserted (the machine is shared and noisy): run it a few times.
//
//   node bench/first-start.mjs [--runs N] [--ref COMMIT] [--install] [--keep] [--verbose]
//
// --ref measures another commit (an earlier one, to compare on the same machine at the same time).
// BENCH_PORT / BENCH_API_PORT / BENCH_CONSOLE_PORT (3300 / 4300 / 3301) choose the ports.
// Only committed work is measured: the clone is of HEAD.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    ref: { type: 'string', default: 'HEAD' },
    install: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(options.runs) || 1);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4300);
const CONSOLE_PORT = Number(process.env.BENCH_CONSOLE_PORT ?? 3301);
// A loaded machine (several builds at once) can take long: give up after FIRST_START_TIMEOUT_S (1200).
const TIMEOUT_MS = Number(process.env.FIRST_START_TIMEOUT_S ?? 1200) * 1000;

const git = (args, cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const head = git(['rev-parse', '--verify', `${options.ref}^{commit}`]);
if (options.ref === 'HEAD' && git(['status', '--porcelain', '--untracked-files=no']) !== '') {
  console.warn('note: the working tree has uncommitted changes; the clone measures the commit HEAD only.');
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every node_modules folder of the workspace (the root's, each app's and package's). */
function nodeModulesFolders() {
  const folders = ['node_modules'];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(root, group))) {
      if (existsSync(join(root, group, name, 'node_modules'))) folders.push(join(group, name, 'node_modules'));
    }
  }
  return folders;
}

/** The clone's node_modules: hard links to this checkout's (same file system) or a copy; `npm ci` with --install. */
function install(clone) {
  if (options.install) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone, stdio: 'inherit' });
    return 'npm ci';
  }
  let how = 'hard-linked';
  for (const folder of nodeModulesFolders()) {
    try {
      execFileSync('cp', ['-al', join(root, folder), join(clone, folder)], { stdio: 'ignore' });
    } catch {
      execFileSync('rm', ['-rf', join(clone, folder)]);
      execFileSync('cp', ['-a', join(root, folder), join(clone, folder)]);
      how = 'copied';
    }
  }
  return `node_modules ${how} from this checkout`;
}

/** The environment of a newcomer's shell: none of the variables that point `npm start` elsewhere. */
function newcomerEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(npm_|NEXT_|API_|CONSOLE_|E2E_)/.test(name) || ['DATA_DIR', 'DATABASE_URL', 'PORT', 'LOG_LEVEL', 'NODE_ENV', 'OAUTH_CLIENT_SECRET', 'TOKEN_SECRET'].includes(name)) delete env[name];
  }
  return { ...env, PORT: String(PORT), API_PORT: String(API_PORT), CONSOLE_PORT: String(CONSOLE_PORT) };
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The CPU time (user + system) of a process and of everything below it so far: its live descendants'
 * own time plus what each has reaped (cutime/cstime: the finished builds). Less sensitive than the
 * wall time to the other work on a shared machine.
 */
function treeCpuSeconds(pid) {
  let ticks = 0;
  const walk = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      return; // gone meanwhile
    }
    let children = '';
    try {
      children = execFileSync('pgrep', ['-P', String(id)], { encoding: 'utf8' });
    } catch {
      // no children
    }
    for (const child of children.split('\n').filter(Boolean)) walk(child);
  };
  walk(pid);
  return ticks / CLOCK_TICKS;
}

async function pageAnswers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The time between the first line matching `from` and the first later one matching `to`. */
function between(lines, from, to) {
  const start = lines.find((line) => from.test(line.text));
  if (!start) return undefined;
  const end = lines.find((line) => line.at >= start.at && line !== start && to.test(line.text));
  return end ? { from: start.at, ms: end.at - start.at } : undefined;
}

/** The phases, read from `npm start`'s messages (sequential builds before, parallel ones after). */
function phases(lines, firstPageAt) {
  const out = [];
  // Each build says when it starts ([start] building the …) and when it is done (its own last line).
  const builds = [
    ['API', /\[start\] building the API/, /^API built:/],
    ['web app (next build + edge bundle)', /\[start\] building the web app/, /^edge server built:/],
    ['staff console', /\[start\] building the staff console/, /^console built:/],
  ];
  for (const [label, from, to] of builds) {
    const phase = between(lines, from, to);
    if (phase) out.push([`build: ${label}`, phase.ms, phase.from]);
  }
  const nextBuild = lines.find((line) => /Creating an optimized production build/.test(line.text));
  const compiled = lines.find((line) => /Compiled successfully|Compiled with warnings/.test(line.text));
  const typesChecked = lines.find((line) => /Checking validity of types|Linting and checking validity of types/.test(line.text));
  const collecting = lines.find((line) => /Collecting page data/.test(line.text));
  const generated = lines.find((line) => /Generating static pages \(\d+\/\d+\)$|Finalizing page optimization/.test(line.text));
  if (nextBuild && compiled) out.push(['  next build: compile', compiled.at - nextBuild.at, nextBuild.at]);
  if (compiled && collecting) out.push([`  next build: ${typesChecked ? 'type check' : 'after compile'}`, collecting.at - compiled.at, compiled.at]);
  if (collecting && generated) out.push(['  next build: page data + static pages', generated.at - collecting.at, collecting.at]);
  const ready = lines.find((line) => /"msg":"database ready"/.test(line.text));
  if (ready) {
    const ms = Number(/"ms":(\d+)/.exec(ready.text)?.[1]);
    out.push(['API: create + migrate + seed the database', ms, ready.at - ms]);
  }
  const apiOn = lines.find((line) => /\[start\] API on/.test(line.text));
  if (apiOn) out.push(['first page after the site listens', firstPageAt - apiOn.at, apiOn.at]);
  return out.sort((a, b) => a[2] - b[2]);
}

async function once(run) {
  const dir = await mkdtemp(join(tmpdir(), 'kemudi-first-start-'));
  const clone = join(dir, 'kemudi');
  const lines = [];
  let child;
  try {
    let t = Date.now();
    git(['clone', '--quiet', '--no-checkout', root, clone]);
    git(['checkout', '--quiet', head], clone);
    const cloneMs = Date.now() - t;
    t = Date.now();
    const how = install(clone);
    console.log(`\nrun ${run}: clone of ${head.slice(0, 10)} ${seconds(cloneMs)}; ${how} in ${seconds(Date.now() - t)} (not counted)`);

    const started = Date.now();
    child = spawn('npm', ['start'], { cwd: clone, env: newcomerEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8').on('data', (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop();
        for (const text of parts) {
          lines.push({ at: Date.now() - started, text });
          if (options.verbose) console.log(`  ${seconds(Date.now() - started).padStart(7)}  ${text}`);
        }
      });
    }
    let exited = false;
    child.once('exit', () => (exited = true));
    const url = `http://127.0.0.1:${PORT}/`;
    let apiAt;
    while (!(await pageAnswers(url))) {
      if (apiAt === undefined && (await pageAnswers(`http://127.0.0.1:${API_PORT}/health`))) {
        apiAt = Date.now() - started;
        lines.push({ at: apiAt, text: '(bench) the API answers /health' });
      }
      if (exited) throw new Error('npm start stopped before the first page (see the log)');
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`no 200 from ${url} within ${seconds(TIMEOUT_MS)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const total = Date.now() - started;
    const cpu = treeCpuSeconds(child.pid);

    if (!options.verbose) {
      for (const line of lines.filter((l) => /^\[start\]|^\(bench\)|^(edge server|console|API) built/.test(l.text))) {
        console.log(`  ${seconds(line.at).padStart(7)}  ${line.text}`);
      }
    }
    console.log('  phases:');
    for (const [name, ms, from] of phases(lines, total)) console.log(`    ${name.padEnd(44)} ${seconds(ms).padStart(7)}  (from ${seconds(from)})`);
    console.log(`  npm start → first page (200 at /): ${seconds(total)}; CPU time of npm start's processes meanwhile: ${cpu.toFixed(1)} s`);
    console.log(`  load average at the end (this machine has ${availableParallelism()} cores): ${loadavg().map((n) => n.toFixed(1)).join(', ')}`);
    return { total, cpu };
  } catch (error) {
    for (const line of lines.slice(-40)) console.error(`  ${seconds(line.at).padStart(7)}  ${line.text}`);
    throw error;
  } finally {
    await writeFile(join(dir, 'npm-start.log'), lines.map((line) => `${seconds(line.at).padStart(7)}  ${line.text}`).join('\n'));
    if (child && child.exitCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 15_000);
      await gone;
      clearTimeout(timer);
    }
    if (options.keep) console.log(`  kept: ${clone} (log: ${join(dir, 'npm-start.log')})`);
    else await rm(dir, { recursive: true, force: true });
  }
}

const runs = [];
for (let run = 1; run <= RUNS; run++) runs.push(await once(run));
if (runs.length > 1) {
  const spread = (values, unit) => {
    const sorted = [...values].sort((x, y) => x - y);
    return `min ${unit(sorted[0])}, median ${unit(sorted[Math.floor(sorted.length / 2)])}, max ${unit(sorted.at(-1))}`;
  };
  console.log(`\nfirst start over ${runs.length} runs: ${spread(runs.map((r) => r.total), seconds)}`);
  console.log(`CPU time: ${spread(runs.map((r) => r.cpu), (v) => `${v.toFixed(1)} s`)}`);
}
