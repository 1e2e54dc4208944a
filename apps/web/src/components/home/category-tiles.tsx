import { MEDIA } from '@kemudi/domain/media';
import Link from '@/components/page/link';
import type { HomeTile } from '@/server/home';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** §7 menu category, location home-tile: the category tiles, each with its drawn icon. */
export function CategoryTiles({ tiles }: { tiles: readonly HomeTile[] }) {
  return (
    <section aria-labelledby="tiles-title" className={styles.section}>
      <SectionHeader id="tiles-title" title="Jelajahi Kategori" />
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.url}>
            <Link href={tile.url} className={styles.tile}>
              {/* The name beside it says what the icon shows. */}
              <img src={MEDIA.icon(tile.icon)} alt="" width={64} height={64} className={styles.tileIcon} decoding="async" />
              <span>{tile.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
