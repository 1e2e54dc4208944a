'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useVisitor } from '@/components/header/visitor';
import { request } from '@/lib/browser-api';

/*
 * The home page's AstraPay offer (issue 11) as an island: the home page's HTML is the same for every
 * visitor in a city (issue 14), so the offer is asked for in the browser, and only once the visitor
 * store knows a customer (a guest asks nothing). Shown while their wallet is not linked; the card is
 * its own chunk, loaded when shown. This island is a chunk of its own too, loaded only while a
 * session hint cookie is present (home-link-offer.tsx), so a guest's home page loads none of it.
 */
const HomeLinkOfferCard = lazy(() => import('./home-link-offer-card'));

const OFFER_URL = '/api/loyalty/home-offer';

/** The reward wording to offer, or null: linked, programme off, or any failure (§8: no offer). */
async function askOffer(): Promise<string | null> {
  const answer = await request(OFFER_URL);
  const data = (answer.ok ? answer.data : undefined) as { rewardText?: unknown } | null | undefined;
  return typeof data?.rewardText === 'string' && data.rewardText !== '' ? data.rewardText : null;
}

export default function HomeLinkOfferIsland() {
  const { state } = useVisitor();
  const [rewardText, setRewardText] = useState<string | null>(null);
  const customer = state === 'customer';

  useEffect(() => {
    if (!customer) return;
    let live = true;
    void askOffer().then((text) => {
      if (live) setRewardText(text);
    });
    return () => {
      live = false;
    };
  }, [customer]);

  if (!customer || rewardText === null) return null;
  return (
    <Suspense fallback={null}>
      {/* Linked from the card itself: the offer is done. */}
      <HomeLinkOfferCard rewardText={rewardText} onLinked={() => setRewardText(null)} />
    </Suspense>
  );
}
