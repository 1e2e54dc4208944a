import { searchCalls } from '@kemudi/domain/contracts/search';
import type { FastifyInstance } from 'fastify';
import { describeLimits, limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { globalSearch } from './service';

/** §7 POST global-search (under /api/product/v1). */
export async function searchRoutes(app: FastifyInstance) {
  route(
    app,
    searchCalls.globalSearch,
    {
      tags: ['product'],
      summary: 'Search suggestions across the catalogue (§7 global-search, §5/§9 at least 3 characters)',
      description:
        'text is trimmed and whitespace collapsed (§5); fewer than 3 or more than 100 characters → 400. Searches models, ' +
        'variants, used cars (not sold), accessories, parts, packages, coupons and promos valid today, service pages and ' +
        'articles. The words of the text (stripped to letters/digits, at most 8) are looked up, in one query, in the search ' +
        'lexicon (every word of the search documents): a word that is not itself a lexicon term gets its up to 3 most similar ' +
        'terms with pg_trgm similarity ≥ 0.4 as alternatives (typo tolerance: inova → innova, avansa → avanza, fortunr → ' +
        'fortuner); a word neither that close to a term nor the start of one is ignored, and so are numbers while another ' +
        'word remains. A document is a candidate when the full-text query `(word:* | term …) & …` (a bound parameter) ' +
        'matches its tsvector. score = 2·ts_rank(document, that query) + ts_rank(document, `(word | term …) & …`) + ' +
        'word_similarity(text, lower(title)) + boost/1000; candidates scoring below a quarter of the best are dropped as ' +
        'noise; no word left → no match. Answer: groups by kind (Indonesian ' +
        'label, matches of that kind before the limit, at most `limit` items, default 10, max 20), ordered by their best ' +
        'score; `suggestions` is the flat top 10; `total` counts every match. No match → 200 with total 0 and empty groups. ' +
        'Paging (the results page): `page` (from 0) answers items page·limit+1 … (page+1)·limit of each kind, and `kind` ' +
        'answers items of that kind only; every matching kind still answers its group and count (with no items when the ' +
        'page holds none), so counts and group order stay the same on every page. `correctedText` is the text with each ' +
        'corrected word replaced by its closest term (null when nothing was corrected). ' +
        '§7’s “error field” on failure is the standard error envelope `{ errors: [{ type, message }] }`. ' +
        `${describeLimits('search')} A text answered from the read cache is not counted, nor (with TRUST_PROXY) the web server's own page renders.`,
      // The same validated search is answered from the read cache (plugins/response-cache.ts).
      ...limitsOf(app.config, 'search'),
    },
    async (request) => globalSearch(app.db, app.now(), request.body),
  );
}
