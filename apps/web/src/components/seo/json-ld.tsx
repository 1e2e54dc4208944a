import { type JsonLdThing, serializeJsonLd } from '@/lib/json-ld';

/**
 * The one place JSON-LD reaches the page (STYLE "SEO"). The objects come from the builders in
 * src/lib/json-ld.ts; serializeJsonLd escapes `<` so nothing inside can close the script.
 */
export function JsonLd({ data }: { data: JsonLdThing | readonly JsonLdThing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
