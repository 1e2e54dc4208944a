import type { Metadata } from 'next';

/** The site's name in titles, Open Graph and publisher markup. */
export const SITE_NAME = 'Kemudi Toyota';

export interface PageMetaSource {
  /** The page's own title; the root layout's template adds ' | Kemudi Toyota'. */
  title: string;
  description: string;
  /** The canonical site path (`/promosi/akhir-tahun`), without the filters that only narrow a list. */
  path: string;
  /** The request's public origin (server/site.ts loadSiteOrigin). */
  origin: string;
  /** A picture for link previews (a site path or absolute URL). */
  image?: string | undefined;
  type?: 'website' | 'article';
  /** Pages that should not be indexed (an empty search, a filtered duplicate). */
  noIndex?: boolean;
}

/**
 * Per-page metadata (issue 4): title, description, canonical URL and Open Graph, all from one
 * source so no page forgets one of them.
 */
export function pageMetadata(source: PageMetaSource): Metadata {
  return {
    metadataBase: new URL(source.origin),
    title: source.title,
    description: source.description,
    alternates: { canonical: source.path },
    openGraph: {
      type: source.type ?? 'website',
      locale: 'id_ID',
      siteName: SITE_NAME,
      title: source.title,
      description: source.description,
      url: source.path,
      ...(source.image ? { images: [{ url: source.image }] } : {}),
    },
    ...(source.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
