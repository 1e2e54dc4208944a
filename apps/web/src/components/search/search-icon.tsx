import { SpriteIcon } from '@/components/icons/sprite-icon';

/** The magnifier of the search field and of the phone header's search button (decorative; components/icons/sprite.ts). */
export function SearchIcon({ className }: { className?: string }) {
  return <SpriteIcon name="search" size={20} className={className} />;
}
