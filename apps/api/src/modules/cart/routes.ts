import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_LINE } from '@kemudi/domain/commerce';
import { cartCalls } from '@kemudi/domain/contracts/cart';
import type { FastifyInstance } from 'fastify';
import { limitsOf } from '../../lib/limits';
import { route, type RouteDoc } from '../../lib/route';
import type { Caller } from '../../plugins/auth';
import type { RouteLimit } from '../../plugins/rate-limit';
import { getGlobalCart, productStocks, updateGlobalCart } from './service';

const tags = ['cart'];

/** A customer's cart is theirs; the system token is a guest, whose cart is named by its guid. */
const ownerOf = (caller: Caller) => (caller.kind === 'customer' ? caller.customerId : null);

/** Changes to carts per address and minute: far above what a person clicks, low enough that nobody fills the table with carts. */
export const CART_UPDATE_LIMIT_PER_IP = 120;

/**
 * §7 Cart calls (issue 12): global-cart for guests (the system token and a guid) and customers,
 * and products/stock. Nothing here is cached (no contract is `shared`): a cart is one person's, and stock
 * changes all day.
 */
export async function cartRoutes(app: FastifyInstance) {
  const perIp: RouteLimit = { per: 'ip', max: CART_UPDATE_LIMIT_PER_IP, windowSeconds: 60 };
  const rateLimited: Pick<RouteDoc, 'limits'> = app.config.RATE_LIMITS !== 'off' ? { limits: [perIp, ...(limitsOf(app.config, 'cartPerCustomer').limits ?? [])] } : {};

  route(
    app,
    cartCalls.globalCart,
    {
      tags,
      access: 'public',
      summary: 'The cart: the header badge (doUpdateHiddenEntries=false) and the cart page (§3 Cart, §4 cart guid, §7 GET global-cart)',
      description:
        "A guest (system token): the guest cart of `guid`; no guid, an unknown or malformed one, a merged cart's or a customer's cart's guid " +
        "answer an empty cart with guid '' (never another cart). A customer: their own cart (empty with guid '' before their first change); " +
        "a guest cart's guid is merged into it at once (quantities summed, capped at stock and at " +
        `${CART_MAX_QUANTITY_PER_LINE} per line, lines beyond ${CART_MAX_LINES} left out, each with a notice) and the guest cart is emptied and ` +
        "closed; merging again changes nothing; another customer's guid is ignored. doUpdateHiddenEntries=true (default) drops lines no longer " +
        'sold and lowers quantities above stock, writing it to the cart, each with an Indonesian notice; false answers the cart as stored ' +
        '(lines of unknown products are never answered). Prices are today’s, with a running flash sale for every city or for `cityCode`. Never cached.',
    },
    async (request) => getGlobalCart(app.db, ownerOf(request.caller), request.query, app.now()),
  );

  route(
    app,
    cartCalls.updateGlobalCart,
    {
      tags,
      access: 'public',
      summary: 'Changes the cart and answers it (§7 POST global-cart, body products[{code, quantity}])',
      description:
        "mode 'set' (default): each quantity becomes the line's, 0 removes it; 'add': each quantity is added to the line. A guest without a " +
        "usable guid gets a new cart: keep `data.guid` in the cart guid cookie (7 days, §4). A customer's cart is made on first use; a guest " +
        'cart\'s guid is merged as by GET. Every line is checked before anything is kept (all or nothing), against the catalogue and stock ' +
        'read now; only a line that grows is checked, lowering or removing one is always allowed. Refusals (`errors[0].type`): ' +
        `422 ProductNotFound — no product has that code; 409 OutOfStock — sold out; 409 NotOnSale — not sold today (a coupon outside its period); ` +
        `409 InsufficientStock — the line would exceed the stock; 400 QuantityAboveLimit — more than ${CART_MAX_QUANTITY_PER_LINE} units of one item; ` +
        `400 TooManyLines — more than ${CART_MAX_LINES} different items; 400 ValidationError — a malformed body. ` +
        `Two changes at once to one cart are applied one after the other (both count). At most ${CART_UPDATE_LIMIT_PER_IP} changes a minute per address. Never cached.`,
      errors: [409, 422],
      ...rateLimited,
    },
    async (request) => updateGlobalCart(app.db, ownerOf(request.caller), request.query, request.body, app.now()),
  );

  route(
    app,
    cartCalls.productStock,
    {
      tags,
      access: 'public',
      summary: 'Stock of products by code (§7 POST products/stock)',
      description:
        'Per known code, in the order asked and each once: `available`, the units that can be ordered now (null: not counted, service ' +
        'packages), and `inStock`, whether it can be ordered today (in stock and, for a coupon, within its sale period). Unknown codes are ' +
        'left out of the answer. Never cached: stock changes with every order.',
      ...limitsOf(app.config, 'stock'),
    },
    async (request) => productStocks(app.db, request.body.codes, app.now()),
  );
}
