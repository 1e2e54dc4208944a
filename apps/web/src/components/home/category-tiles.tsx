import { drawIcon } from '@kemudi/art/icons';
import type { MenuItem } from '@kemudi/domain/contracts/site';
import Link from '@/components/page/link';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** §7 menu category, location home-tile: the category tiles, each with its drawn icon. */
export function CategoryTiles({ tiles }: { tiles: readonly Pick<MenuItem, 'name' | 'url' | 'icon'>[] }) {
  return (
    <section aria-labelledby="tiles-title" className={styles.section}>
      <SectionHeader id="tiles-title" title="Jelajahi Kategori" />
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.url}>
            <Link href={tile.url} className={styles.tile}>
              {/* Drawn inline, not as twelve pictures: each SVG picture is a request and a document of
                  its own for the phone to lay out while the first screen is drawn. Decorative: the
                  name beside it says what the icon shows. */}
              <svg
                viewBox="0 0 64 64"
                width={64}
                height={64}
                className={styles.tileIcon}
                aria-hidden="true"
                focusable="false"
                dangerouslySetInnerHTML={{ __html: drawIcon(tile.icon, 'currentColor') }}
              />
              <span>{tile.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
