import type { GlobalCart } from '@kemudi/domain/contracts/cart';
import { describe, expect, it, vi } from 'vitest';
import { CART_ROUTE, FALLBACK_MESSAGE, NETWORK_MESSAGE, changeCart, readCartFailure } from './cart-api';

const CART: GlobalCart = {
  guid: '0123456789abcdef0123456789abcdef',
  totalGlobalNonBundleUnitCount: 2,
  entries: [
    {
      product: {
        code: 'ACC-KARPET',
        kind: 'accessory',
        name: 'Karpet Dasar Premium',
        imageUrl: '/api/media/v1/icon/karpet.svg',
        url: '/aksesoris/p/ACC-KARPET',
        compatibleModels: [],
        price: 450_000,
        strikeThroughPrice: null,
        flashSale: null,
        stock: 8,
        purchasable: true,
        needsSlot: false,
      },
      quantity: 2,
      lineTotal: 900_000,
    },
  ],
  subtotal: 900_000,
  total: 900_000,
  notices: [],
};

const answering = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

describe('changeCart', () => {
  it('posts the change as JSON to the site’s own cart route and hands over the cart it answers', async () => {
    const fetchImpl = answering(200, { status: 200, data: CART });
    const change = { products: [{ code: 'ACC-KARPET', quantity: 1 }], mode: 'add' as const };
    expect(await changeCart(change, fetchImpl)).toEqual({ ok: true, cart: CART });
    expect(fetchImpl).toHaveBeenCalledWith(
      CART_ROUTE,
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify(change) }),
    );
    // The browser never names a guid: the route reads it from the HttpOnly cookie.
    expect(JSON.stringify(fetchImpl.mock.calls)).not.toContain('guid');
  });

  it("shows the API's own Indonesian message for a refused change", async () => {
    const fetchImpl = answering(409, { errors: [{ type: 'OutOfStock', message: 'Stok Karpet Dasar Premium tinggal 1; kurangi jumlahnya' }] });
    expect(await changeCart({ products: [{ code: 'ACC-KARPET', quantity: 2 }], mode: 'set' }, fetchImpl)).toEqual({
      ok: false,
      status: 409,
      message: 'Stok Karpet Dasar Premium tinggal 1; kurangi jumlahnya',
      redirect: false,
    });
  });

  it('turns a network failure into a message, not a throw', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await changeCart({ products: [{ code: 'X', quantity: 1 }], mode: 'add' }, fetchImpl)).toMatchObject({ ok: false, status: 0, message: NETWORK_MESSAGE });
  });

  it('refuses an answer that breaks the cart contract', async () => {
    const fetchImpl = answering(200, { status: 200, data: { ...CART, total: 'mahal' } });
    expect(await changeCart({ products: [{ code: 'X', quantity: 1 }], mode: 'add' }, fetchImpl)).toMatchObject({ ok: false, message: FALLBACK_MESSAGE });
  });
});

describe('readCartFailure', () => {
  it('§4: a refused refresh (redirect true) sends the visitor to log in again', () => {
    expect(readCartFailure(401, { errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }], redirect: true })).toMatchObject({ redirect: true });
  });

  it('says something in Indonesian when the answer cannot be read', () => {
    expect(readCartFailure(502, 'Bad Gateway')).toEqual({ ok: false, status: 502, message: FALLBACK_MESSAGE, redirect: false });
  });
});
