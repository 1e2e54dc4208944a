import type { BranchService, NearbyBranch } from '@kemudi/domain/contracts/branches';
import { request } from './browser-api';
import { readNearbyBranches } from './dealers';

/*
 * The nearest branches from the visitor's position, asked by the browser (the dealer list's "Gunakan
 * lokasi saya", the checkout's "Urutkan dari lokasi saya"). Its own module, so lib/dealers.ts stays
 * a leaf of pure helpers that the bundler can trim to what each island uses.
 */

/**
 * §7 POST location/distance through the site's proxy (browser only): the branches nearest the
 * position, nearest first; 'outside' when the API refused the position (400: outside the area it
 * serves), 'failed' for any other failure.
 */
export async function requestNearbyBranches(input: {
  latitude: number;
  longitude: number;
  limit: number;
  service?: BranchService;
}): Promise<NearbyBranch[] | 'outside' | 'failed'> {
  const answer = await request('/api/parameter/v1/location/distance', { body: input });
  if (!answer.ok) return answer.error.status === 400 ? 'outside' : 'failed';
  return readNearbyBranches(answer.body) ?? 'failed';
}
