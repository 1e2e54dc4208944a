import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * Static markup rendered to HTML once per process, for the server's side of layout/server-content.ts.
 * Only other `*.server-markup.tsx` modules import this one, so it (and react-dom/server) never reaches
 * the browser's code.
 */

const rendered = new Map<string, string>();

/**
 * The HTML of a part that is the same on every page (the footer's links, the brand, the app section),
 * drawn on its first use and kept, so no page render walks those elements again (issue 26; measured
 * with bench/web-ab.mjs, the saving is within its noise: most of the footer's ~4 ms per page is not in
 * these parts). `key` names the part; the year is part of the key, so the copyright line turns over at
 * New Year without a restart. What varies per visitor or with the catalogue's data never goes here.
 */
export function staticHtml(key: string, draw: () => ReactElement): string {
  const id = `${key} ${new Date().getFullYear()}`;
  let html = rendered.get(id);
  if (html === undefined) {
    html = renderToStaticMarkup(draw());
    rendered.set(id, html);
  }
  return html;
}
