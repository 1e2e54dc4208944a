import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

type Entry = { idx: number; when: number; tag: string };
const folder = migrationsFolder();
const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Entry[] };

/*
 * Drizzle's migrator reads the newest migration a database has applied and then applies only the
 * journal's entries whose `when` is later: an entry added with an earlier `when` than the last one
 * (two branches numbered apart, merged in another order) would be skipped, silently, on every
 * database that already ran the later one — a fresh database would still get it, so only this
 * check catches it.
 */
describe('the migrations journal', () => {
  it('lists every migration once, numbered as its file, each later than the one before', () => {
    const entries = journal.entries;
    for (const [i, entry] of entries.entries()) {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0') + '_'), entry.tag).toBe(true);
      expect(existsSync(join(folder, `${entry.tag}.sql`)), `${entry.tag}.sql`).toBe(true);
      if (i > 0) {
        expect(entry.idx, entry.tag).toBeGreaterThan(entries[i - 1]!.idx);
        expect(entry.when, `${entry.tag}: its "when" must be later than ${entries[i - 1]!.tag}'s`).toBeGreaterThan(entries[i - 1]!.when);
      }
    }
    const files = readdirSync(folder).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, ''));
    expect(files.sort()).toEqual(entries.map((e) => e.tag).sort());
  });
});
