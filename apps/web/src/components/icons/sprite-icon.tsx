import type { IconName } from './sprite';

/**
 * The sprite's URL: its `v` changes with the drawings (next.config.ts hashes sprite.ts into
 * KEMUDI_ICON_SPRITE at build time), so a browser may keep the file for a year.
 */
export const ICON_SPRITE_URL = `/icons.svg?v=${process.env.KEMUDI_ICON_SPRITE ?? 'dev'}`;

/**
 * One icon of the sprite (sprite.ts): two elements in the page instead of the drawing's shapes.
 * Decorative (aria-hidden): the link or button next to it carries the accessible name.
 */
export function SpriteIcon({ name, size, className }: { name: IconName; size: number; className?: string | undefined }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
