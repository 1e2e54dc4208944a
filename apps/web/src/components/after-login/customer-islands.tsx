'use client';

import { lazy, Suspense } from 'react';

/*
 * What a logged-in customer's pages run after they load (issue 11): the §4 post-login
 * confirmations, the notification permission modal, and the earned-points notice. Rendered by the
 * layout for customers only, and each part is its own chunk fetched after the page is up, so a
 * guest's page ships none of it and a customer's first paint waits for none of it.
 */
const PostLoginFlow = lazy(() => import('../post-login/post-login-flow'));
const PushPermission = lazy(() => import('../push/push-permission'));
const EarnedPointsNotice = lazy(() => import('../loyalty/earned-points-notice'));

export interface CustomerIslandsProps {
  /** §9 seamless time-out (minutes), from the web server's environment. */
  seamlessTimeoutMinutes: number;
}

export function CustomerIslands({ seamlessTimeoutMinutes }: CustomerIslandsProps) {
  return (
    <Suspense fallback={null}>
      <PostLoginFlow seamlessTimeoutMinutes={seamlessTimeoutMinutes} />
      <EarnedPointsNotice />
      <PushPermission />
    </Suspense>
  );
}
