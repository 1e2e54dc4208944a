import { SpriteIcon } from '@/components/icons/sprite-icon';

/* The bottom bar's and drawer's icons (24 × 24, stroked in the text colour; the drawings: components/icons/sprite.ts). */
export const HomeIcon = () => <SpriteIcon name="bar-home" size={24} />;
export const CarIcon = () => <SpriteIcon name="bar-car" size={24} />;
export const WrenchIcon = () => <SpriteIcon name="bar-wrench" size={24} />;
export const ChatIcon = () => <SpriteIcon name="bar-chat" size={24} />;
export const MenuIcon = () => <SpriteIcon name="bar-menu" size={24} />;
export const CloseIcon = () => <SpriteIcon name="bar-close" size={24} />;
export const ChevronIcon = () => <SpriteIcon name="bar-chevron" size={24} />;
export const PhoneIcon = () => <SpriteIcon name="bar-phone" size={24} />;
export const UserIcon = () => <SpriteIcon name="bar-user" size={24} />;
