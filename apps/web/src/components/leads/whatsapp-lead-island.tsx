'use client';

import { useEffect } from 'react';
import { beacon } from '@/lib/browser-api';
import { newLeadKey, WHATSAPP_LINK_SELECTOR, whatsAppLeadOf } from './whatsapp-link';

/** The site's route that records a WhatsApp call to action (app/api/whatsapp-lead). */
const ROUTE = '/api/whatsapp-lead';

/**
 * Issue 13: every WhatsApp call to action also records a lead. Mounted once in the root layout, it
 * listens to clicks on any wa.me link of the site (one delegated listener, so links rendered later
 * or by other islands count too) and posts the lead with `keepalive`, which outlives the page if the
 * link replaces it. It never calls preventDefault and never waits: WhatsApp opens exactly as before
 * (a lead that fails to record is lost, not the visitor's chat). Renders nothing.
 */
export function WhatsAppLeadIsland() {
  useEffect(() => {
    function record(event: MouseEvent) {
      // The main button, or the middle one (a new tab): both open the chat.
      if (event.button !== 0 && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(WHATSAPP_LINK_SELECTOR) : null;
      if (!link) return;
      const lead = whatsAppLeadOf(link, window.location.pathname, newLeadKey());
      if (!lead) return;
      beacon(ROUTE, lead); // a lost lead never troubles the visitor: the chat still opens
    }
    document.addEventListener('click', record, { capture: true });
    document.addEventListener('auxclick', record, { capture: true });
    return () => {
      document.removeEventListener('click', record, { capture: true });
      document.removeEventListener('auxclick', record, { capture: true });
    };
  }, []);
  return null;
}
