import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, seed } from '@kemudi/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded database dump each test file starts from. */
    pgliteDump: string;
    /** PostgreSQL: a migrated, seeded template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds once per run; every test file then starts from its own copy
 * (a loaded PGlite dump, or CREATE DATABASE … TEMPLATE on the server).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  // The project's `env` reaches the test workers only, so the project is told apart by its name.
  if (project.name === 'api-postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
    const template = `kemudi_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await createDb({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await handle.migrate();
    await seed(handle.db);
    await handle.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await createDb({});
  await handle.migrate();
  await seed(handle.db);
  const dump = await handle.dump!();
  await handle.close();
  const file = join(tmpdir(), `kemudi-pglite-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(file, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
