// `npm run bench`: every benchmark in turn.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

for (const script of ['bench/startup.mjs', 'bench/api.mjs', 'bench/pages.mjs', 'bench/customer.mjs', 'bench/cart.mjs', 'bench/bookings.mjs', 'bench/console.mjs', 'bench/guest-pages.mjs', 'bench/faults.mjs', 'bench/lighthouse.mjs']) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
