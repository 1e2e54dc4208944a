/*
 * Structured search-engine markup (§1, §3 "Markup source fields"), as schema.org JSON-LD.
 * Every page builds its objects here, with tested functions, and renders them with the one
 * component src/components/seo/json-ld.tsx (STYLE "SEO").
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A JSON value: what a JSON-LD object may hold. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A top-level JSON-LD object. */
export interface JsonLdThing {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [property: string]: JsonValue;
}

/**
 * An absolute URL for `path` on `origin` (schema.org URLs should be absolute). An absolute
 * http(s) URL is kept as it is; anything else is resolved against the origin.
 */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/** §3 Webpage: name, description, url, keywords. */
export interface WebPageSource {
  name: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  keywords: readonly string[];
}

/** schema.org WebPage; keywords become one comma-separated text, blank ones dropped. */
export function buildWebPage(source: WebPageSource): JsonLdThing {
  const keywords = source.keywords.map((k) => k.trim()).filter((k) => k !== '');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: source.name,
    description: source.description,
    url: source.url,
    ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
    inLanguage: 'id-ID',
  };
}

/** §3 Breadcrumb: name, item (the absolute URL of the crumb; the current page may leave it out). */
export interface BreadcrumbSource {
  name: string;
  item?: string;
}

/** schema.org BreadcrumbList: one ListItem per crumb, positions from 1. */
export function buildBreadcrumbList(crumbs: readonly BreadcrumbSource[]): JsonLdThing {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.item !== undefined ? { item: crumb.item } : {}),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: JSON.stringify, then `<`, `>` and `&` as
 * \u escapes so no text (e.g. '</script>' or '<!--' in a title) can end or alter the script
 * element, and U+2028/U+2029 escaped too. The result parses back to the same value.
 */
export function serializeJsonLd(data: JsonLdThing | readonly JsonLdThing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
