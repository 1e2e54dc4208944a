'use client';

import { lazy, Suspense } from 'react';

/*
 * The home page's AstraPay offer (issue 11), rendered only for a logged-in customer whose wallet is
 * not linked; the card is its own chunk, loaded when rendered, so a guest's home page ships none of it.
 */
const HomeLinkOfferCard = lazy(() => import('./home-link-offer-card'));

export function HomeLinkOffer({ rewardText }: { rewardText: string }) {
  return (
    <Suspense fallback={null}>
      <HomeLinkOfferCard rewardText={rewardText} />
    </Suspense>
  );
}
