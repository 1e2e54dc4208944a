'use client';

import { LinkWalletButton } from './link-wallet-button';
import styles from './loyalty.module.css';

/** The offer itself: link right here; the §4 success modal then shows KEMBALI (this is the home page), and closing it ends the offer. */
export default function HomeLinkOfferCard({ rewardText, onLinked }: { rewardText: string; onLinked?: () => void }) {
  return (
    <section aria-labelledby="home-astrapay-offer" className={styles.homeOffer}>
      <div>
        <h2 id="home-astrapay-offer">Hubungkan AstraPay, dapatkan {rewardText}</h2>
        <p>Lihat saldo AstraPay dan kumpulkan AstraPoints langsung dari akun Kemudi Anda.</p>
      </div>
      <div className={styles.actions}>
        <LinkWalletButton {...(onLinked ? { onLinked } : {})} />
      </div>
    </section>
  );
}
