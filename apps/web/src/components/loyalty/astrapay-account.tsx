import type { WalletData } from '@kemudi/domain/contracts/loyalty';
import { formatRupiah, groupThousands } from '@kemudi/domain/format';
import type { LoyaltyOffer } from '@kemudi/domain/loyalty';
import { LinkWalletButton } from './link-wallet-button';
import { UnlinkWalletButton } from './unlink-wallet-button';
import styles from './loyalty.module.css';

/**
 * The AstraPay & AstraPoints page's content (issue 11): linked or not, the masked phone, the
 * balance in Rupiah, the AstraPoints, link and unlink, and the link reward offer (§8: when
 * check-loyalty-program failed the offer is hidden and the page says the programme cannot be shown
 * now). §7 phone-updated asks the customer to link again. Server-rendered; the buttons are leaves.
 */
export function AstraPayAccount({ wallet, offer, phoneUpdated }: { wallet: WalletData | null; offer: LoyaltyOffer; phoneUpdated: boolean }) {
  if (!wallet) {
    return (
      <p className={styles.problem} role="alert">
        Data AstraPay Anda tidak dapat ditampilkan saat ini. Silakan muat ulang halaman ini beberapa saat lagi.
      </p>
    );
  }
  return (
    <div className={styles.wallet}>
      {phoneUpdated ? (
        <div className={styles.notice}>
          <p>
            Nomor HP akun Anda sudah berubah sejak AstraPay dihubungkan. Hubungkan kembali AstraPay dengan nomor HP Anda yang baru agar
            saldo dan AstraPoints tetap tercatat.
          </p>
          <div className={styles.actions}>
            <LinkWalletButton label="Hubungkan Ulang AstraPay" />
          </div>
        </div>
      ) : null}

      <section aria-labelledby="astrapay-status" className={styles.wallet}>
        <h2 id="astrapay-status">{wallet.linked ? 'AstraPay terhubung' : 'AstraPay belum terhubung'}</h2>
        <dl className={styles.figures}>
          {wallet.linked ? (
            <>
              <div>
                <dt>Nomor HP AstraPay</dt>
                <dd>{wallet.accountPhone ?? '-'}</dd>
              </div>
              <div>
                <dt>Saldo AstraPay</dt>
                <dd>{wallet.balance === null ? 'Belum dapat ditampilkan' : formatRupiah(wallet.balance)}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>AstraPoints</dt>
            <dd>{groupThousands(wallet.points)}</dd>
          </div>
        </dl>
        {wallet.linked ? (
          <div className={styles.actions}>
            <UnlinkWalletButton />
          </div>
        ) : null}
      </section>

      {wallet.linked ? null : (
        <section aria-labelledby="astrapay-offer" className={styles.offer}>
          <h2 id="astrapay-offer">Hubungkan AstraPay</h2>
          {offer.enabled ? (
            <p>
              Hubungkan akun AstraPay Anda dengan nomor HP akun ini dan dapatkan <strong>{offer.rewardText}</strong>.
            </p>
          ) : (
            <p>Program AstraPoints tidak dapat ditampilkan saat ini. Anda tetap dapat menghubungkan AstraPay.</p>
          )}
          <div className={styles.actions}>
            <LinkWalletButton />
          </div>
        </section>
      )}
    </div>
  );
}
