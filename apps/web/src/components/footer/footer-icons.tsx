import type { ReactNode } from 'react';
import type { SocialNetwork } from './footer-links';

/*
 * Small inline icons drawn for the footer (24×24, currentColor unless a brand colour is part of the
 * mark). Decorative: the links around them carry the accessible names.
 */

const SOCIAL_PATHS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none" />
    </g>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.6 21.5v-7.8h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.8v3.1h2.6v7.8z"
    />
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zM10 8.8v6.4l5.4-3.2z"
    />
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.3 3c.3 2.3 1.7 3.8 4.2 4v3.2c-1.5.1-2.9-.4-4.2-1.2v6.3c0 3.4-2.7 5.9-6 5.9S4.5 18.7 4.5 15.4s2.7-6 6-6c.3 0 .6 0 .9.1v3.3c-.3-.1-.6-.1-.9-.1a2.6 2.6 0 1 0 2.6 2.6V3z"
    />
  ),
  x: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M3.5 3.5h5.3l4 5.5 4.8-5.5h2.3l-6.1 7 6.7 9.5h-5.3L10.8 14l-5.2 6H3.3l6.5-7.4zm3.1 1.6l9.6 13.3h1.5L8.2 5.1z"
    />
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {SOCIAL_PATHS[network]}
    </svg>
  );
}

/** The four-colour play triangle of the Google Play badge. */
export function GooglePlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <polygon points="4,2.5 13.2,12 4,21.5" fill="#4285f4" />
      <polygon points="4,2.5 16.9,9.9 13.2,12" fill="#34a853" />
      <polygon points="4,21.5 13.2,12 16.9,14.1" fill="#ea4335" />
      <polygon points="16.9,9.9 20.5,12 16.9,14.1 13.2,12" fill="#fbbc04" />
    </svg>
  );
}

/** An apple with a bite and a leaf, for the App Store badge. */
export function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.6 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.4-.9-2.4-4zM14.2 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
      />
    </svg>
  );
}

/** Chat bubble for WhatsApp (a generic bubble, not WhatsApp's trademark). */
export function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 3.5a8.5 8.5 0 0 0-7.4 12.7L3.5 20.5l4.4-1.1A8.5 8.5 0 1 0 12 3.5z"
      />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3.5 6l8.5 7 8.5-7" />
      </g>
    </svg>
  );
}

export function HeadsetIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
        <rect x="3" y="13" width="4" height="6" rx="1.5" />
        <rect x="17" y="13" width="4" height="6" rx="1.5" />
        <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
      </g>
    </svg>
  );
}

/** A tow truck hook-and-wheel mark for the Emergency Road Assistance card. */
export function RoadAssistIcon() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 22V14h9l3-5h6l2 5h3a2 2 0 0 1 2 2v6" />
        <circle cx="9" cy="23" r="3" />
        <circle cx="24" cy="23" r="3" />
        <path d="M12 23h9" />
        <path d="M16 4v3M11.5 5.5l1.5 2.2M20.5 5.5L19 7.7" />
      </g>
    </svg>
  );
}

/** Chevron of a collapsible link group (phones). */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
