'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasCookie, SESSION_HINT_COOKIE } from '@/lib/hint-cookies';

/*
 * The gate of the home page's AstraPay offer (issue 11, issue 14): the offer is for customers only,
 * so its island (the visitor store, the offer call, the card) is fetched only while the session
 * hint cookie says this may be one (lib/layout.ts); a guest's home page ships this gate alone. The
 * hint is read again when the tab is shown (a login in another tab).
 */
const HomeLinkOfferIsland = lazy(() => import('./home-link-offer-island'));

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const sessionHinted = () => hasCookie(SESSION_HINT_COOKIE);
/** The server and hydration render nothing: the page's HTML is the same for everyone. */
const notOnServer = () => false;

export function HomeLinkOffer() {
  const hinted = useSyncExternalStore(subscribe, sessionHinted, notOnServer);
  if (!hinted) return null;
  return (
    <Suspense fallback={null}>
      <HomeLinkOfferIsland />
    </Suspense>
  );
}
