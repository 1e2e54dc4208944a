import { SpriteIcon } from '@/components/icons/sprite-icon';

/**
 * The floating Tanya Tasia button's picture, rendered on the server and handed to the launcher
 * island (chat-launcher.tsx) as a prop (the drawing: components/icons/sprite.ts).
 */
export function ChatIcon() {
  return <SpriteIcon name="chat-bubble" size={28} />;
}
