import type { Metadata } from 'next';

/** A My Account page's metadata: its title, never indexed nor followed (robots.txt also disallows /myaccount). */
export function myAccountMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
