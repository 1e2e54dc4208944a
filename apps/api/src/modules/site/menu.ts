import { menuCategories, type Db } from '@kemudi/db';
import { MENU_LOCATIONS, type MenuItem } from '@kemudi/domain/contracts/site';
import { MEDIA } from '@kemudi/domain/media';
import { asc, eq } from 'drizzle-orm';

/** §7 menu category: a flat list ordered by location (header, purna-jual, quick-menu, home-tile, footer) then position. */
export async function listMenuCategories(db: Db, location: string | undefined): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuCategories)
    .where(location === undefined ? undefined : eq(menuCategories.location, location))
    .orderBy(asc(menuCategories.location), asc(menuCategories.sortOrder), asc(menuCategories.id));
  // Known locations in page order; any other location after them (Array#sort is stable).
  const rank = (l: string) => {
    const i = (MENU_LOCATIONS as readonly string[]).indexOf(l);
    return i < 0 ? MENU_LOCATIONS.length : i;
  };
  rows.sort((a, b) => rank(a.location) - rank(b.location));
  return rows.map((r) => ({
    id: r.id,
    location: r.location,
    name: r.name,
    url: r.url,
    icon: r.icon,
    iconUrl: MEDIA.icon(r.icon),
    hideOnMobile: r.hideOnMobile,
    sortOrder: r.sortOrder,
  }));
}
