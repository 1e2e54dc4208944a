import { createHash } from 'node:crypto';
import { PROFILE_FIELDS } from '@kemudi/domain/profile';
import type { CustomerProfileFields } from './schema/customers';

/**
 * Identifies a dealer record's profile as a customer answered the §4 o2oprofile step for it
 * (customer_dealer_sync.profile_decided_hash): the step is not offered again until the record
 * changes. Shared by the API (modules/single-id) and the seed (a demo customer who has answered).
 */
export function dealerProfileHash(record: { name: string; profile: CustomerProfileFields }): string {
  const values = PROFILE_FIELDS.map((f) => [f, f === 'name' ? record.name : (record.profile[f] ?? null)]);
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}
