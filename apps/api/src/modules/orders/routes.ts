import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../payments/provider';

export type OrderOptions = { provider?: PaymentProvider };

/** Checkout, orders, payment and tracking (issue 12). */
export async function orderRoutes(_app: FastifyInstance, _opts: OrderOptions = {}) {}
