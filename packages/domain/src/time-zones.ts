/**
 * Indonesia's three time zones and which province keeps which (Permen/Keppres 41/1987). Shared:
 * the API lays out branch schedules and booking slots with them, and the demo history
 * (packages/db/src/seed/history-plan.ts) puts its slots inside the branches' opening hours.
 */

/** None observes daylight saving, so a fixed offset is exact. */
export const ZONES = {
  WIB: { timeZone: 'Asia/Jakarta', offsetMinutes: 7 * 60 },
  WITA: { timeZone: 'Asia/Makassar', offsetMinutes: 8 * 60 },
  WIT: { timeZone: 'Asia/Jayapura', offsetMinutes: 9 * 60 },
} as const;
export type ZoneLabel = keyof typeof ZONES;

/**
 * Zone of a province by its site isocode: Bali, Nusa Tenggara, South/East/North Kalimantan and
 * every Sulawesi province are WITA; Maluku and Papua are WIT; the rest (Sumatra incl. Aceh, Medan,
 * Palembang; Java; West and Central Kalimantan) is WIB.
 */
export function zoneOfProvince(provinceIsocode: string): ZoneLabel {
  const p = provinceIsocode.toLowerCase();
  if (p.startsWith('maluku') || p.startsWith('papua')) return 'WIT';
  if (
    p === 'bali' ||
    p.startsWith('nusa_tenggara') ||
    p === 'kalimantan_selatan' ||
    p === 'kalimantan_timur' ||
    p === 'kalimantan_utara' ||
    p.startsWith('sulawesi') ||
    p === 'gorontalo'
  ) {
    return 'WITA';
  }
  return 'WIB';
}
