'use client';

import { useEffect } from 'react';
import { permissionState, subscribeThisBrowser } from './push-client';

/*
 * For a logged-in customer's pages (after-login/customer-islands.tsx): with notifications already
 * allowed in this browser, the subscription is sent again (or made) silently, so the site keeps
 * one it can deliver to. It shows nothing and asks nothing: issue 29 moved the question (§4's
 * permission modal, which opened on the first click and at page load, over forms) to the moments
 * that explain it — a booking's or an order's outcome (push-offer.tsx) and My Account ›
 * Notifikasi (notification-settings.tsx). Every failure ends quietly.
 */
export default function PushSync() {
  useEffect(() => {
    if (permissionState() === 'granted') void subscribeThisBrowser();
    // Like data-link-router="ready": tells a test (and anyone debugging) that the customer's lazily
    // loaded islands have run — and asked nothing.
    document.documentElement.dataset.pushSync = 'ready';
  }, []);
  return null;
}
