/**
 * The routes apps/web/src/app declares, read from its folders, for the tests that hold other
 * lists to them (the page table, the edge's rules).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = fileURLToPath(new URL('../app', import.meta.url));

/** Every route folder under src/app holding a file of the given name, as a path with [params]. */
export function appRoutes(file: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === file) found.push(`/${relative(APP, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(APP);
  return found;
}

/** A page route as a visitor would ask for it: each [param] filled in. */
export const sampleRoutePath = (route: string) => route.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, 'contoh-1');

/**
 * A route folder path as the page table writes it: a [param] folder is `:param`, a route group
 * `(name)` and a parallel route's `@slot` are no part of the URL. A catch-all ([...param]) stays
 * as it is — the table has no way to write one, so such a page shows up as missing from it.
 */
export function routePattern(route: string): string {
  const segments = route
    .split('/')
    .filter((segment) => !/^\(.+\)$/.test(segment) && !segment.startsWith('@'))
    .map((segment) => segment.replace(/^\[([^.\]]+)\]$/, ':$1'));
  return segments.join('/') || '/';
}
