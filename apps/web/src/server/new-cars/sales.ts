import 'server-only';

import { branchCalls } from '@kemudi/domain/contracts/branches';
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { PriceCity, SalesContact } from '@/lib/new-cars';
import { getApi } from '../api';

/*
 * The dealer a new-car visitor's WhatsApp chat goes to (model page, test-drive list): §7
 * branch/get-branch-list/city/{iso}, then POST branch (the dealer search), parsed with their
 * contracts (packages/domain/src/contracts/branches.ts).
 */

const contactOf = (branch: Branch): SalesContact => ({ branchName: branch.name, cityName: branch.cityName, whatsapp: branch.whatsapp });

/** POST branch (the dealer search) for one visible new-car branch; null when none or the call fails. */
async function searchSalesBranch(filter: { province?: string }): Promise<SalesContact | null> {
  const api = await getApi();
  const answer = await api.soft(branchCalls.search, { body: { ...filter, service: 'sales', page: 0, size: 1 } });
  const branch = answer?.content[0];
  return branch ? contactOf(branch) : null;
}

/**
 * The dealer a WhatsApp chat goes to: the first visible new-car (sales) branch of the chosen city,
 * else of its province, else the first one of the group (hidden branches are never offered).
 */
export async function loadSalesContact(city: PriceCity): Promise<SalesContact | null> {
  const api = await getApi();
  const list = await api.soft(branchCalls.ofCity, { params: { iso: city.cityIsocode } });
  const own = list?.find((b) => b.services.includes('sales'));
  if (own) return contactOf(own);
  return (await searchSalesBranch({ province: city.provinceIsocode })) ?? (await searchSalesBranch({}));
}
