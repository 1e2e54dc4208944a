'use client';

import { useEffect, useState } from 'react';
import { DrawerWallet } from '@/components/loyalty/drawer-wallet';
import type { LayoutWallet } from '@/lib/layout';
import { request } from '@/lib/browser-api';

/*
 * The drawer's AstraPay line (issue 11) with the call behind it: a chunk of its own, loaded only
 * once the visitor store knows a customer (drawer-account.tsx), so a guest's page ships none of it.
 */

const BALANCE_URL = '/api/loyalty/balance';

/** §7 get-balance through the web route (customer token); null on any failure: the drawer then shows no wallet line. */
async function askWallet(): Promise<LayoutWallet> {
  const answer = await request(BALANCE_URL);
  const data = (answer.ok ? answer.data : undefined) as { linked?: unknown; balance?: unknown; points?: unknown } | null | undefined;
  if (typeof data?.linked !== 'boolean' || typeof data.points !== 'number') return null;
  return { linked: data.linked, balance: typeof data.balance === 'number' ? data.balance : null, points: data.points };
}

/**
 * The customer's wallet, asked each time the drawer opens (it changes with linking, unlinking and
 * payments; a page render no longer brings it), the last answer shown meanwhile. Rendered for a
 * customer only: a guest never asks.
 */
export default function DrawerWalletLine({ open }: { open: boolean }) {
  const [wallet, setWallet] = useState<LayoutWallet>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void askWallet().then((answer) => {
      if (live) setWallet(answer);
    });
    return () => {
      live = false;
    };
  }, [open]);
  return wallet ? <DrawerWallet wallet={wallet} /> : null;
}
