import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/csp-nonce';
import { APP_MODE_SCRIPT, APP_MODE_STYLE } from './app-mode-script';

/**
 * §1 app mode, decided before the first paint: rendered first in <body>, so the inline script runs
 * (and the rule applies) before the header is parsed. The texts are constants of our own — nothing
 * from the request is written into them. The script carries the render's nonce, which the edge
 * server's Content-Security-Policy names (src/edge/security.ts, issue 16).
 */
export async function AppModeBootstrap() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <>
      <style>{APP_MODE_STYLE}</style>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: APP_MODE_SCRIPT }} />
    </>
  );
}
