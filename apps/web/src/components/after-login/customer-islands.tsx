'use client';

import { lazy, Suspense } from 'react';
import { useVisitor } from '@/components/header/visitor';

/*
 * What a logged-in customer's pages run after they load (issue 11): the §4 post-login
 * confirmations, the quiet renewal of this browser's push subscription (issue 29: the permission is
 * asked on a booking's or an order's outcome and in My Account, never here), and the earned-points notice. Rendered on
 * every page (the layout's HTML is the same for everyone, issue 14), they show themselves only once
 * the visitor store says 'customer' (components/header/visitor.ts), and each part is its own chunk
 * fetched then, so a guest's page loads none of it and a customer's first paint waits for none of it.
 */
const PostLoginFlow = lazy(() => import('../post-login/post-login-flow'));
const PushSync = lazy(() => import('../push/push-sync'));
const EarnedPointsNotice = lazy(() => import('../loyalty/earned-points-notice'));

export interface CustomerIslandsProps {
  /** §9 seamless time-out (minutes), from the web server's environment. */
  seamlessTimeoutMinutes: number;
}

export function CustomerIslands({ seamlessTimeoutMinutes }: CustomerIslandsProps) {
  const { state } = useVisitor();
  if (state !== 'customer') return null;
  return (
    <Suspense fallback={null}>
      <PostLoginFlow seamlessTimeoutMinutes={seamlessTimeoutMinutes} />
      <EarnedPointsNotice />
      <PushSync />
    </Suspense>
  );
}
