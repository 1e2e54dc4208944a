'use client';

import { LinkWalletButton } from './link-wallet-button';
import styles from './loyalty.module.css';

/** The offer itself: link right here; the §4 success modal then shows KEMBALI (this is the home page). */
export default function HomeLinkOfferCard({ rewardText }: { rewardText: string }) {
  return (
    <section aria-labelledby="home-astrapay-offer" className={styles.homeOffer}>
      <div>
        <h2 id="home-astrapay-offer">Hubungkan AstraPay, dapatkan {rewardText}</h2>
        <p>Lihat saldo AstraPay dan kumpulkan AstraPoints langsung dari akun Kemudi Anda.</p>
      </div>
      <div className={styles.actions}>
        <LinkWalletButton />
      </div>
    </section>
  );
}
