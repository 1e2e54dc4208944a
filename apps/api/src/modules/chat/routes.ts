import { chatCalls, QUESTION_MAX_CHARS } from '@kemudi/domain/contracts/chat';
import type { FastifyInstance } from 'fastify';
import { describeLimits, limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { askTasia } from './service';

/** /api/content/v1/chat — Tanya Tasia, the site's chat assistant (issue 3). */
export async function chatRoutes(app: FastifyInstance) {
  route(
    app,
    chatCalls.ask,
    {
      tags: ['content'],
      summary: 'Ask Tasia, the chat assistant of §2 (Tanya Tasia): an answer from the FAQ and the catalogue, and a WhatsApp hand-off',
      description:
        `Body {question (1–${QUESTION_MAX_CHARS} characters after trimming), cityIsocode?, latitude?, longitude? (together)}; else 400 ` +
        'in Indonesian. The question\u2019s words (function words dropped) are looked up once in the global-search lexicon for typo ' +
        'corrections (inova \u2192 innova). FAQs are ranked in one statement: coverage (weighted share of the words found in the ' +
        'FAQ question by its \u2018simple\u2019 tsvector or by pg_trgm strict word similarity \u2265 0.5) + 0.5\u00b7similarity(question, ' +
        'FAQ question) + 0.25\u00b7ts_rank(question A + answer D). The catalogue is ranked by global search\u2019s own query on the ' +
        'words that can name an item (not \u201charga\u201d, \u201cterbaru\u201d \u2026): every word, else any word. `answer` is the best ' +
        'FAQ\u2019s answer when it covers \u2265 75% of the words and leads the next by 0.1; else \u2018Berikut yang kami temukan untuk ' +
        '"\u2026": \u2026\u2019 listing the pages found; else a polite fallback. A question about the nearest dealer is answered with the ' +
        'hand-off branch. `sources` links the FAQ, the branch and up to 5 catalogue pages (the best of each kind first); `faqs` ' +
        'holds up to 3 related FAQs. The hand-off goes to the nearest visible sales branch to the coordinates, else the first ' +
        'visible sales branch of cityIsocode, else the first visible branch of the \u00a79 fallback city 0080; waLink is ' +
        'https://wa.me/{whatsapp}?text= with \u201cHalo Kemudi Toyota, saya ingin bertanya: {question}\u201d. ' +
        `${describeLimits('chat')} A question answered from the read cache is not counted.`,
      // The same validated question is answered from the read cache (plugins/response-cache.ts).
      ...limitsOf(app.config, 'chat'),
    },
    async (request) => askTasia(app.db, app.now(), request.body),
  );
}
