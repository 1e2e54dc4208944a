'use client';

import type { NearbyBranch } from '@kemudi/domain/contracts/branches';
import { useState } from 'react';
import { requestNearbyBranches } from '@/lib/nearby-branches';
import { locateVisitor } from '@/lib/geolocation';
import { BranchCard } from './branch-card';
import styles from './dealers.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'loading' }
  | { kind: 'done'; branches: NearbyBranch[] }
  | { kind: 'error'; message: string };

const MESSAGES = {
  unsupported: 'Browser Anda tidak dapat membagikan lokasi. Silakan pilih provinsi dan kota di bawah.',
  denied: 'Izin lokasi tidak diberikan. Silakan pilih provinsi dan kota di bawah.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan saat ini. Coba lagi, atau pilih provinsi dan kota di bawah.',
  outside: 'Lokasi Anda berada di luar Indonesia. Silakan pilih provinsi dan kota di bawah.',
  failed: 'Gagal menampilkan data dealer terdekat. Silakan coba lagi.',
} as const;

/**
 * "Gunakan lokasi saya": asks for the browser's position only when the visitor presses the
 * button, then lists the nearest branches through the same-origin proxy (§7 POST
 * location/distance), nearest first with their distance.
 */
export function NearestBranches({ limit }: { limit: number }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function locate() {
    setState({ kind: 'locating' });
    const found = await locateVisitor();
    if ('problem' in found) return setState({ kind: 'error', message: MESSAGES[found.problem] });
    setState({ kind: 'loading' });
    const branches = await requestNearbyBranches({ ...found.position, limit });
    setState(typeof branches === 'string' ? { kind: 'error', message: MESSAGES[branches] } : { kind: 'done', branches });
  }

  const busy = state.kind === 'locating' || state.kind === 'loading';
  return (
    <section aria-labelledby="nearest-title" className={styles.nearest}>
      <div className={styles.nearestHead}>
        <div>
          <h2 id="nearest-title">Dealer terdekat dari Anda</h2>
          <p className={styles.note}>Kami hanya memakai lokasi Anda untuk menghitung jarak ke dealer, dan tidak menyimpannya.</p>
        </div>
        <button type="button" className="button" onClick={() => void locate()} disabled={busy} aria-busy={busy}>
          {busy ? 'Mencari lokasi…' : 'Gunakan lokasi saya'}
        </button>
      </div>
      <div aria-live="polite">
        {state.kind === 'locating' ? <p className={styles.note}>Menunggu izin lokasi dari browser Anda…</p> : null}
        {state.kind === 'loading' ? <p className={styles.note}>Mencari dealer terdekat…</p> : null}
        {state.kind === 'error' ? (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'done' ? (
          state.branches.length === 0 ? (
            <p className={styles.note}>Belum ada dealer yang dapat ditampilkan.</p>
          ) : (
            <>
              <p className={styles.note}>{`${state.branches.length} dealer terdekat, diurutkan dari yang paling dekat:`}</p>
              <ol className={styles.grid} aria-label="Dealer terdekat">
                {state.branches.map((b) => (
                  <li key={b.slug}>
                    <BranchCard branch={b} distanceKm={b.distanceKm} />
                  </li>
                ))}
              </ol>
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
