// Loaded with `node --import` into each process `npm start` supervises (scripts/supervisor.mjs):
// when the supervisor is gone — even killed with SIGKILL, when it cannot pass anything on — the
// process stops itself with SIGTERM (its own graceful close), so nothing is left listening on the
// ports for the next start to trip over. A process started by anything else (a worker that
// inherited the flag, or the same file run by hand) is left alone.
import { SUPERVISOR_PID_VARIABLE, watchParent } from './supervisor.mjs';

const supervisor = Number(process.env[SUPERVISOR_PID_VARIABLE]);
if (supervisor > 0 && process.ppid === supervisor) {
  watchParent(supervisor, () => {
    console.error(`[supervisor] pid ${supervisor} is gone: stopping pid ${process.pid}`);
    process.kill(process.pid, 'SIGTERM');
    // A close that hangs must not keep the port.
    setTimeout(() => process.exit(1), 15_000).unref();
  });
}
