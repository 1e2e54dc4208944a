import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { SocialNetwork } from './footer-links';

/*
 * The footer's icons (currentColor unless a brand colour is part of the mark; the drawings:
 * components/icons/sprite.ts). Decorative: the links around them carry the accessible names.
 */

export const SocialIcon = ({ network }: { network: SocialNetwork }) => <SpriteIcon name={network} size={20} />;
export const GooglePlayIcon = () => <SpriteIcon name="google-play" size={24} />;
export const AppleIcon = () => <SpriteIcon name="apple" size={24} />;
export const PhoneIcon = () => <SpriteIcon name="footer-phone" size={20} />;
export const ChatIcon = () => <SpriteIcon name="footer-chat" size={20} />;
export const MailIcon = () => <SpriteIcon name="mail" size={20} />;
export const HeadsetIcon = () => <SpriteIcon name="headset" size={20} />;
export const RoadAssistIcon = () => <SpriteIcon name="road-assist" size={32} />;
/** Chevron of a collapsible link group (phones). */
export const ChevronIcon = ({ className }: { className?: string }) => <SpriteIcon name="footer-chevron" size={20} className={className} />;
export const CheckIcon = () => <SpriteIcon name="check" size={18} />;
