import { spriteDocument } from '@/components/icons/sprite';

// Built once (the drawings are code): answered as a file, its URL versioned by components/icons/sprite-icon.tsx.
export const dynamic = 'force-static';

/** /icons.svg: the shared layout's icons, one `<symbol>` each (components/icons/sprite.ts). */
export function GET(): Response {
  return new Response(spriteDocument(), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
