import { STOCK_MESSAGES as M, staffStockCalls } from '@kemudi/domain/contracts/staff-stock';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { actorOf, requireStaff, staffDoc, staffWrites } from '../staff';
import { listStock, updateStock } from './service';

const tags = ['staff console'];

/**
 * The console's stock (issue 25), permission `stock.edit` (group admins and branch managers; one
 * warehouse count per item, group-wide like prices). After a change this process's read cache
 * switches to the new data version at once, the other processes within about a second.
 */
export async function staffStockRoutes(app: FastifyInstance) {
  const guard = requireStaff('stock.edit');
  const doc = staffDoc(tags, guard);
  const writes = staffWrites(app.config);

  route(app, staffStockCalls.list, doc('What is left to sell of accessories, spare parts and coupons (filters kind, q, low)'), async (request) =>
    listStock(app.db, request.query),
  );
  route(
    app,
    staffStockCalls.update,
    doc('Set the count of one item, naming the count the member saw', {
      description: `A checkout that took units since the member read the count makes it a 409 StockChanged (${M.Changed}); nothing is written. 400 ${M.NotCounted} 404 ${M.ItemNotFound} A count of 0 shows "Stok habis" on the site. Audited as stock.update.`,
      ...writes,
    }),
    async (request) => {
      const item = await updateStock(app, actorOf(app, request), request.params.code, request.body);
      await app.dataVersion.refresh();
      return item;
    },
  );
}
