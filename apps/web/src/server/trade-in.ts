import 'server-only';

import { customerCalls } from '@kemudi/domain/contracts/customer';
import { leadCalls } from '@kemudi/domain/contracts/leads';
import { getApi } from './api';
import { bookingCustomerOf, loadBranchData } from './bookings';
import { loadModelOptions } from './services';
import type { TradeInPageData } from '@/lib/booking-views';

/*
 * The loader of /services-toyota/tukar-tambah (issue 13, trade-in): what the car form offers (the
 * brands, models and types with market data, the provinces and years of leadCalls.tradeInOptions),
 * the new cars a Tukar Tambah can be for (issue 29: the catalogue's whole new-car line-up, by name —
 * not the trending few the page's cards show), the branches that take inspections (nearest first from
 * the city chosen in the header, §4 City — the booking pages' own loadBranchData) and the logged-in
 * customer whose details prefill the contact. Each part fails soft: without options the page says
 * the estimate is unavailable and keeps its content; without branches the picker says so.
 */

export type { TradeInPageData };

export async function loadTradeInPage(): Promise<TradeInPageData> {
  const api = await getApi();
  const [options, newCars, branches, customer] = await Promise.all([
    api.soft(leadCalls.tradeInOptions),
    loadModelOptions(),
    loadBranchData(api, 'inspection', {}, undefined),
    api.caller === 'customer' ? api.soft(customerCalls.current, { query: { deviceType: 'web' } }) : Promise.resolve(null),
  ]);
  return {
    options,
    newCars,
    branches,
    customer: bookingCustomerOf(customer),
  };
}
