import { PRICE_LIST_MAX_BYTES, staffPriceCalls } from '@kemudi/domain/contracts/staff-prices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import { actorOf, requireStaff, staffDoc } from '../staff';
import { applyImport, importDetail, previewImport } from './price-list';
import { listColors, listPrices, priceHistoryOf, priceOptions, updateColor, updatePrice } from './service';

const tags = ['staff console'];

/**
 * The console's prices (issue 25), permission `prices.edit`. After a change this process's read
 * cache switches to the new data version at once (the other processes and the web's page cache
 * within about a second), and the used cars the rule prices are repriced.
 */
export async function staffPriceRoutes(app: FastifyInstance) {
  const guard = requireStaff('prices.edit');
  const doc = staffDoc(tags, guard);

  /**
   * After a change: the new version for this process's cache now, and the used cars repriced at
   * once where this process runs the jobs (src/jobs 'used-cars.reprice'; otherwise the worker's
   * or another process's next round, within its interval).
   */
  const changed = async () => {
    await app.dataVersion.refresh();
    app.jobs?.nudge('used-cars.reprice');
  };
  const actor = (request: FastifyRequest) => actorOf(app, request);

  route(app, staffPriceCalls.list, doc('OTR prices per variant and city (filters model, city, q)'), async (request) => listPrices(app.db, request.query));
  route(app, staffPriceCalls.options, doc('The price list filters: models and the cities with prices of their own'), async () => priceOptions(app.db));
  route(
    app,
    staffPriceCalls.update,
    doc('Set one OTR price with a reason (audited as price.update; history source manual)', { errors: [403] }),
    async (request) => {
      const row = await updatePrice(app.db, actor(request), request.body);
      await changed();
      return row;
    },
  );
  route(app, staffPriceCalls.colors, doc("A model's colours and their surcharges"), async (request) => listColors(app.db, request.query.model));
  route(app, staffPriceCalls.updateColor, doc("Set a colour's surcharge with a reason (audited as price.update)"), async (request) => {
    const color = await updateColor(app.db, actor(request), request.params.id, request.body);
    await app.dataVersion.refresh();
    return color;
  });
  route(app, staffPriceCalls.history, doc('The changes of one price or colour surcharge, newest first'), async (request) => priceHistoryOf(app.db, request.query));
  route(
    app,
    staffPriceCalls.importPreview,
    doc('Upload a price list (CSV or XLSX, base64): the preview of every change and every error; nothing is applied', {
      description:
        'Columns (first row): kode_varian, kode_kota (empty: the default OTR), harga_otr (whole rupiah). Each error names its row. ' +
        '413 for a file over 1 MB.',
      errors: [413],
      bodyLimit: Math.ceil((PRICE_LIST_MAX_BYTES * 4) / 3) + 64 * 1024,
    }),
    async (request) => previewImport(app.db, actor(request), request.body.fileName, request.body.content),
  );
  route(app, staffPriceCalls.importDetail, doc('A previewed or applied price list'), async (request) => importDetail(app.db, request.params.id));
  route(
    app,
    staffPriceCalls.importApply,
    doc('Apply a previewed price list in one transaction (audited as price.import; history source import)', {
      description: '409 when the list had errors, changes nothing, was applied already, or a price changed since the preview (the row is named).',
      errors: [409],
    }),
    async (request) => {
      const applied = await applyImport(app.db, actor(request), request.params.id);
      await changed();
      return applied;
    },
  );
}
