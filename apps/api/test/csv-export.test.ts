import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvStream, keysetBatches } from '../src/lib/csv-export';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV export of the staff lists', () => {
  it('writes a BOM, the header and every row of every batch, with commas, quotes and newlines kept', async () => {
    type Row = { no: string; name: string; total: number | null };
    async function* batches() {
      yield [{ no: 'LD-1', name: 'Budi, "Santoso"', total: 1500000 }];
      yield [
        { no: 'LD-2', name: 'Siti\nRahmawati', total: null },
        { no: 'LD-3', name: 'Ani', total: 0 },
      ];
    }
    const csv = await text(
      csvStream<Row>(
        [
          { header: 'Nomor', value: (r) => r.no },
          { header: 'Nama', value: (r) => r.name },
          { header: 'Total', value: (r) => r.total },
        ],
        batches(),
      ),
    );
    expect(csv.startsWith('\uFEFFNomor,Nama,Total\r\n')).toBe(true);
    expect(parse(csv.slice(1), { columns: true })).toEqual([
      { Nomor: 'LD-1', Nama: 'Budi, "Santoso"', Total: '1500000' },
      { Nomor: 'LD-2', Nama: 'Siti\nRahmawati', Total: '' },
      { Nomor: 'LD-3', Nama: 'Ani', Total: '0' },
    ]);
  });

  it('never lets a spreadsheet run a cell a visitor typed as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","klik")')).toBe('\'=HYPERLINK("http://x","klik")');
    expect(csvCell('+62812')).toBe("'+62812");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('Budi')).toBe('Budi');
  });

  it('reads a list in keyset pages until a short page', async () => {
    const all = Array.from({ length: 1203 }, (_, i) => i);
    const asked: (number | undefined)[] = [];
    const seen: number[] = [];
    for await (const batch of keysetBatches(
      async (after: number | undefined, size) => {
        asked.push(after);
        return all.filter((n) => after === undefined || n > after).slice(0, size);
      },
      (n) => n,
      500,
    ))
      seen.push(...batch);
    expect(seen).toEqual(all);
    expect(asked).toEqual([undefined, 499, 999]);
  });

  it('names the file after the list and the day in WIB', () => {
    expect(csvFileName('leads', new Date('2026-12-06T18:30:00Z'))).toBe('leads-2026-12-07.csv');
  });
});
