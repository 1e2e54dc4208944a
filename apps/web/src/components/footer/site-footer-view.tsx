'use client';

import type { ReactElement } from 'react';
import { serverContent } from '@/components/layout/server-content';
import { FooterLinkGroups } from './footer-link-groups';
import * as Markup from './footer.server-markup';
import { NewsletterSection } from './newsletter-section';
import type { FooterClasses } from './site-footer';

/*
 * The footer's static markup (footer.server-markup.tsx), for the server's render only: Next compiles
 * `typeof window` to a constant in each bundle, and webpack drops the branch the browser's bundle never
 * takes; nothing else uses the module's exports there, and next.config.ts marks `*.server-markup.tsx`
 * as free of side effects, so the module and what only it imports stay out of the browser's code.
 */
const STATIC = typeof window === 'undefined' ? Markup : null;

/**
 * Server: the part's HTML (drawn once per process, layout/static-html.server-markup.tsx); browser:
 * nothing, so the element keeps the HTML the server sent.
 */
const onServer = (part: string, render: (parts: typeof Markup) => ReactElement) =>
  serverContent(STATIC ? STATIC.staticHtml(`footer ${part}`, () => render(STATIC)) : null);

/** The newsletter form's class names, handed to its island as a prop. */
const subscribeClasses = (styles: FooterClasses) => ({
  subscribeForm: styles.subscribeForm,
  subscribeLabel: styles.subscribeLabel,
  subscribeRow: styles.subscribeRow,
  subscribeInput: styles.subscribeInput,
  subscribeButton: styles.subscribeButton,
  spinner: styles.spinner,
  subscribeMessage: styles.subscribeMessage,
  messageInfo: styles.messageInfo,
  messageError: styles.messageError,
  subscribeHint: styles.subscribeHint,
  successCard: styles.successCard,
  successIcon: styles.successIcon,
  successTitle: styles.successTitle,
  successText: styles.successText,
  textButton: styles.textButton,
});

/**
 * The footer (site-footer.tsx): a client component so that every page's RSC payload carries two
 * props instead of the footer's few hundred elements. Its static parts (the app section, the brand
 * with Emergency Road Assistance, support and social links, the link groups, the copyright line) are
 * rendered by the server only and kept by the browser as they came (layout/server-content.ts): as
 * browser code their markup cost `/` 3 KB of first-load script (issue 3's budget). What the browser
 * runs: the newsletter section (its form's code fetched when the visitor reaches for it) and the
 * link groups' behaviour. The class names come as a prop (`classes`, the CSS module's map).
 */
export function SiteFooterView({ classes: styles, example }: { classes: FooterClasses; example: string }) {
  const subscribe = subscribeClasses(styles);
  return (
    <footer className={styles.footer} data-chrome>
      <div className={styles.band}>
        <div className={`container ${styles.bandInner}`}>
          <NewsletterSection
            labelledBy="footer-newsletter-title"
            className={styles.newsletter}
            intro={
              <>
                <h2 id="footer-newsletter-title" className={styles.sectionTitle}>
                  Berlangganan Newsletter
                </h2>
                <p className={styles.lead}>Jadi yang pertama tahu promo mobil baru, kupon servis, dan tips merawat Toyota Anda.</p>
              </>
            }
            form={
              STATIC ? (
                <STATIC.NewsletterForm classes={subscribe} example={example} />
              ) : (
                // The same form element, its fields kept as the server rendered them (the interactive form replaces it).
                <form className={subscribe.subscribeForm} noValidate aria-busy={false} {...serverContent(null)} />
              )
            }
            classes={subscribe}
            example={example}
          />
          <section aria-labelledby="footer-app-title" className={styles.app} {...onServer('app', ({ AppSection }) => <AppSection styles={styles} />)} />
        </div>
      </div>

      <div className={`container ${styles.main}`}>
        <div className={styles.brand} {...onServer('brand', ({ Brand }) => <Brand styles={styles} />)} />
        <FooterLinkGroups label="Jelajahi Kemudi" className={styles.groups} content={onServer('links', ({ LinkGroups }) => <LinkGroups styles={styles} />)} />
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`} {...onServer('bottom', ({ Bottom }) => <Bottom styles={styles} />)} />
      </div>
    </footer>
  );
}
