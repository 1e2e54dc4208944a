#!/usr/bin/env node
// `npm run start:cluster [-- --n 2] [--webs N] [--apis N] [--fresh] [--port 3000] [--bind 0.0.0.0]`
// (issue 26): builds what is missing, then starts N web and N API processes behind HAProxy on this
// machine's PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/kemudi_cluster)
// and Redis (REDIS_URL, default redis://127.0.0.1:6379/3); see ops/cluster/cluster.mjs and
// docs/scaling.md. Ctrl-C stops everything.
import { parseArgs } from 'node:util';
import { buildIfNeeded, startCluster } from '../ops/cluster/cluster.mjs';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '2' },
    webs: { type: 'string' },
    apis: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'api-port': { type: 'string', default: process.env.API_PORT ?? '4000' },
    bind: { type: 'string', default: '127.0.0.1' },
    hosts: { type: 'string', default: 'auto' },
    fresh: { type: 'boolean', default: false },
  },
});
const count = (value, name) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) {
    console.error(`[cluster] ${name} must be a whole number from 1 to 16 (got "${value}")`);
    process.exit(1);
  }
  return n;
};
const webs = count(values.webs ?? values.n, '--webs');
const apis = count(values.apis ?? values.n, '--apis');

buildIfNeeded();
let cluster;
try {
  cluster = await startCluster({
    webs,
    apis,
    port: Number(values.port),
    apiPort: Number(values['api-port']),
    bind: values.bind,
    hosts: values.hosts,
    fresh: values.fresh,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
  });
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
}
console.log(`[cluster] site on http://localhost:${values.port}; logs in ${cluster.runDir}/logs; metrics: GET /metrics with "Authorization: Bearer ${cluster.metricsToken}" on each process`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
