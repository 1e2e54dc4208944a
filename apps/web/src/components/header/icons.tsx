/*
 * The header's line icons, drawn in currentColor so they follow the text colour (the drawings:
 * components/icons/sprite.ts). Always decorative (aria-hidden) — the link or button next to them
 * carries the accessible name.
 */

import { SpriteIcon } from '@/components/icons/sprite-icon';

type IconProps = { className?: string | undefined };

export const CartIcon = ({ className }: IconProps) => <SpriteIcon name="cart" size={18} className={className} />;
export const PinIcon = ({ className }: IconProps) => <SpriteIcon name="pin" size={18} className={className} />;
export const PhoneIcon = ({ className }: IconProps) => <SpriteIcon name="phone" size={18} className={className} />;
export const UserIcon = ({ className }: IconProps) => <SpriteIcon name="user" size={18} className={className} />;
export const ChevronDownIcon = ({ className }: IconProps) => <SpriteIcon name="chevron-down" size={18} className={className} />;
export const CloseIcon = ({ className }: IconProps) => <SpriteIcon name="close" size={18} className={className} />;
