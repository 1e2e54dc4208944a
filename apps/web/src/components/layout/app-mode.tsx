import { APP_MODE_SCRIPT, APP_MODE_STYLE } from './app-mode-script';

/**
 * §1 app mode, decided before the first paint: rendered first in <body>, so the inline script runs
 * (and the rule applies) before the header is parsed. The texts are constants of our own — nothing
 * from the request is written into them.
 */
export function AppModeBootstrap() {
  return (
    <>
      <style>{APP_MODE_STYLE}</style>
      <script dangerouslySetInnerHTML={{ __html: APP_MODE_SCRIPT }} />
    </>
  );
}
