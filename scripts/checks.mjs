/**
 * npm test's static checks: the type check and the lint, side by side. Each is one busy process and
 * CI has two cores, so together they take about as long as the longer one (measured in
 * docs/testing.md). The web app's route types come first (`next typegen`, a few seconds): both
 * read them. Each check's output is printed whole when it ends, so the two never interleave; the
 * exit code is the first failure's.
 */
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`, its output collected; resolves with the exit code and the output. */
function npmRun(script, { quiet = true } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', ...script.split(' ')], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

const typegen = await npmRun('typegen -w @kemudi/web', { quiet: false });
if (typegen.code !== 0) process.exit(typegen.code);

const results = await Promise.all([npmRun('typecheck:tsc'), npmRun('lint')]);
for (const r of results) {
  process.stdout.write(`\n── npm run ${r.script} (${r.seconds.toFixed(0)} s) ──\n${r.output}`);
}
const failed = results.find((r) => r.code !== 0);
if (failed) {
  console.error(`\nnpm run ${failed.script} failed (exit ${failed.code})`);
  process.exit(failed.code);
}
