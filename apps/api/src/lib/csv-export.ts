/**
 * CSV export of a filtered staff list (issue 24: "CSV export of any filtered list, streamed"). The
 * rows are read in batches (keyset pages of the queue's own query) and written as they come, so an
 * export of 20,000 leads holds one batch in memory, never the whole list, and the first bytes leave
 * before the last row is read. Opened in Excel as it is: UTF-8 with a byte-order mark, CRLF, and
 * `;`-free commas (Excel with Indonesian regional settings still reads the BOM'd comma file).
 *
 * A cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) is written with a
 * leading apostrophe: a visitor's name such as `=HYPERLINK(…)` must not become a link in a staff
 * member's spreadsheet (OWASP "CSV injection").
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: empty for nothing, text with an apostrophe in front when a spreadsheet would run it. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** The rows of `batches` as CSV text chunks: the BOM and the header first, then each batch as it is read. */
export function csvStream<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const row of batch) yield columns.map((column) => csvCell(column.value(row)));
    })(),
  );
  const out = stringify({ header: true, columns: columns.map((column) => column.header), bom: true, record_delimiter: 'windows' });
  records.on('error', (error) => out.destroy(error));
  return records.pipe(out);
}

/**
 * Reads a list in keyset pages: `page(after, size)` answers up to `size` rows after the cursor
 * (undefined for the first page), in a stable order; `cursorOf` names the last row's place.
 */
export async function* keysetBatches<T, K>(page: (after: K | undefined, size: number) => Promise<T[]>, cursorOf: (row: T) => K, size = 500): AsyncGenerator<T[]> {
  let after: K | undefined;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/** `leads-2026-12-06.csv`: the list's name and the day (WIB) it was taken. */
export function csvFileName(name: string, at: Date): string {
  const day = new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return `${name}-${day}.csv`;
}

/**
 * Registers `GET {path}` answering the CSV of a list. The query is the list call's own query
 * schema (the same filters, search and sort; its paging is ignored), validated like any call;
 * `guard` is the list's (modules/staff `requireStaff`). Documented in OpenAPI as text/csv.
 */
export function registerCsvExport<Q extends z.ZodType, T>(
  instance: FastifyInstance,
  options: {
    path: `/${string}`;
    summary: string;
    tags: string[];
    query: Q;
    guard: preHandlerAsyncHookHandler;
    /** The file's name without the day: `booking`, `pesanan`, `leads`, `tiket`. */
    name: string;
    columns: readonly CsvColumn<T>[];
    rows: (request: FastifyRequest, query: z.output<Q>) => AsyncIterable<readonly T[]>;
    /** Called once the export starts (e.g. to write its audit row). */
    onExport?: (request: FastifyRequest, query: z.output<Q>) => Promise<void>;
  },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    options.path,
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        description: 'The filtered list as CSV (UTF-8 with BOM), streamed; the same filters as the list call, its paging ignored.',
        querystring: options.query,
        produces: ['text/csv'],
      },
      preHandler: options.guard,
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as z.output<Q>;
      await options.onExport?.(request, query);
      const stream = csvStream(options.columns, options.rows(request, query));
      stream.on('error', (error) => request.log.error({ err: error }, 'CSV export failed midway'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(options.name, app.clock())}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
