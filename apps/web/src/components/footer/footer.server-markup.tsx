import { renderLogoSvg } from '@kemudi/art';
import { ERA_PHONE } from '@kemudi/domain/constants';
import { phoneLink } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import {
  AppleIcon,
  ChatIcon,
  CheckIcon,
  ChevronIcon,
  GooglePlayIcon,
  HeadsetIcon,
  MailIcon,
  PhoneIcon,
  RoadAssistIcon,
  SocialIcon,
} from './footer-icons';
import { APP_STORE_LINKS, COMPANY_NAME, FOOTER_LINK_GROUPS, SOCIAL_LINKS, SUPPORT_CHANNELS } from './footer-links';
import type { FooterClasses } from './site-footer';
import { SubscribeFormView, type SubscribeClasses } from './subscribe-view';

export { staticHtml } from '@/components/layout/static-html.server-markup';

/*
 * The footer's static markup, which only the server renders: site-footer-view.tsx uses it where
 * `typeof window` is 'undefined' only, so the browser's code has none of it (next.config.ts,
 * `*.server-markup.tsx`), and the browser keeps the HTML as it came (layout/server-content.ts).
 */

// §9: Emergency Road Assistance 1500 898, dialled without the space.
const ERA_HREF = phoneLink(ERA_PHONE);

// Drawn once per server start: the wordmark in white for the dark footer.
const LOGO_SVG = renderLogoSvg({ textColor: '#ffffff' });

const NEW_TAB = <span className="visually-hidden"> (membuka tab baru)</span>;

/** The newsletter field's ids as the server renders the form (the interactive form brings its own). */
const NEWSLETTER_IDS = { input: 'footer-newsletter-email', message: 'footer-newsletter-message', hint: 'footer-newsletter-hint' };

const APP_BENEFITS = [
  'Booking servis dan pantau pengerjaannya',
  'Simpan kupon servis dan promo khusus aplikasi',
  'Riwayat servis semua mobil Anda di satu tempat',
];

/** The newsletter form as the server renders it: the button disabled until the form's script runs. */
export const NewsletterForm = ({ classes, example }: { classes: SubscribeClasses; example: string }) => (
  <SubscribeFormView classes={classes} ids={NEWSLETTER_IDS} example={example} message="" tone="error" invalid={false} sending={false} enabled={false} />
);

/** The mobile app section's content. */
export const AppSection = ({ styles }: { styles: FooterClasses }) => (
  <>
    <div className={styles.appText}>
      <h2 id="footer-app-title" className={styles.sectionTitle}>
        Unduh Aplikasi Kemudi
      </h2>
      <p className={styles.lead}>Semua urusan Toyota Anda dalam genggaman, dari booking servis sampai promo terbaru.</p>
      <ul className={styles.benefits}>
        {APP_BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckIcon />
            {benefit}
          </li>
        ))}
      </ul>
      <ul className={styles.badges} aria-label="Unduh aplikasi">
        <li>
          <a href={APP_STORE_LINKS.googlePlay} className={styles.badge} target="_blank" rel="noopener">
            <GooglePlayIcon />
            <span className={styles.badgeText}>
              <span className={styles.badgeSmall}>Tersedia di</span> <span className={styles.badgeBig}>Google Play</span>
            </span>
            {NEW_TAB}
          </a>
        </li>
        <li>
          <a href={APP_STORE_LINKS.appStore} className={styles.badge} target="_blank" rel="noopener">
            <AppleIcon />
            <span className={styles.badgeText}>
              <span className={styles.badgeSmall}>Unduh di</span> <span className={styles.badgeBig}>App Store</span>
            </span>
            {NEW_TAB}
          </a>
        </li>
      </ul>
    </div>
    {/* A static picture, not inline SVG: thirty shapes less in every page's markup and hydration. Hidden on phones, so never fetched there. */}
    <img className={styles.mockup} src="/img/app-mockup.svg" width={120} height={220} alt="" loading="lazy" decoding="async" />
  </>
);

/** The wordmark, Emergency Road Assistance, customer service and social links. */
export const Brand = ({ styles }: { styles: FooterClasses }) => (
  <>
    <div>
      <span className={styles.logo} dangerouslySetInnerHTML={{ __html: LOGO_SVG }} />
      <p className={styles.about}>
        Grup dealer resmi Toyota: mobil baru, mobil bekas bersertifikat, servis, suku cadang, dan aksesoris asli.
      </p>

      <div className={styles.era}>
        <a href={ERA_HREF} className={styles.eraLink}>
          <RoadAssistIcon />
          <span className={styles.eraText}>
            <span className={styles.eraLabel}>Emergency Road Assistance</span>{' '}
            <span className={styles.eraNumber}>{ERA_PHONE}</span>
          </span>
        </a>
        <p className={styles.eraNote}>Mogok atau butuh derek? Bantuan darurat di jalan, 24 jam.</p>
      </div>
    </div>

    <div>
      <section aria-labelledby="footer-support-title">
        <h2 id="footer-support-title" className={`${styles.smallTitle} ${styles.supportTitle}`}>
          Layanan Pelanggan
        </h2>
        <ul className={styles.support}>
          <li>
            <a href={SUPPORT_CHANNELS.callCentre.href}>
              <HeadsetIcon />
              <span>
                <span className={styles.supportLabel}>Call Center</span> {SUPPORT_CHANNELS.callCentre.display}
              </span>
            </a>
          </li>
          <li>
            <a href={SUPPORT_CHANNELS.tollFree.href}>
              <PhoneIcon />
              <span>
                <span className={styles.supportLabel}>Bebas Pulsa</span> {SUPPORT_CHANNELS.tollFree.display}
              </span>
            </a>
          </li>
          <li>
            <a href={SUPPORT_CHANNELS.whatsApp.href} target="_blank" rel="noopener">
              <ChatIcon />
              <span>
                <span className={styles.supportLabel}>WhatsApp</span> {SUPPORT_CHANNELS.whatsApp.display}
              </span>
              {NEW_TAB}
            </a>
          </li>
          <li>
            <a href={SUPPORT_CHANNELS.email.href}>
              <MailIcon />
              <span>
                <span className={styles.supportLabel}>Email</span> {SUPPORT_CHANNELS.email.display}
              </span>
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="footer-social-title">
        <h2 id="footer-social-title" className={styles.smallTitle}>
          Ikuti Kami
        </h2>
        <ul className={styles.social}>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <a
                href={social.href}
                className={styles.socialLink}
                target="_blank"
                rel="noopener"
                aria-label={`Kemudi di ${social.name} (membuka tab baru)`}
              >
                <SocialIcon network={social.network} />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  </>
);

/** §2's footer links in groups (<details>: collapsible on phones, columns from tablet width up). */
export const LinkGroups = ({ styles }: { styles: FooterClasses }) =>
  FOOTER_LINK_GROUPS.map((group) => (
    <details key={group.title} className={styles.group}>
      <summary className={styles.groupSummary}>
        <h2 className={styles.groupTitle}>{group.title}</h2>
        <ChevronIcon className={styles.chevron} />
      </summary>
      <ul className={styles.groupList}>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </details>
  ));

/** The copyright line. */
export const Bottom = ({ styles }: { styles: FooterClasses }) => (
  <>
    <p>
      © {new Date().getFullYear()} {COMPANY_NAME}. Hak cipta dilindungi undang-undang.
    </p>
    <p className={styles.trademark}>Toyota dan logo Toyota adalah merek dagang Toyota Motor Corporation.</p>
  </>
);
