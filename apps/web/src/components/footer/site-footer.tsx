import { EXAMPLE_EMAIL } from '@kemudi/domain/validation';
import { SiteFooterView } from './site-footer-view';
import styles from './site-footer.module.css';

/** The footer's class names (site-footer.module.css), handed to the view as a prop. */
export type FooterClasses = Readonly<Record<string, string>>;

/**
 * §2 footer: every link §2 lists, social and app-store links, the mobile app download section,
 * Emergency Road Assistance (§9) and the newsletter input (§4, §5, §8). Nothing in it is personal or
 * depends on data, so its markup is one client component (site-footer-view.tsx) rendered by the
 * server to HTML: issue 26 measured a logged-in customer's page spending about a tenth of the web
 * process's time serialising, and parsing again, the footer's and the bottom bar's elements in the
 * RSC payload (as a server component, the footer alone cost 4–6 ms of web CPU per page). Of the
 * browser code only the newsletter form and the link-group behaviour do anything after load (the
 * form's code only once the visitor reaches for it: newsletter-section.tsx); the rest of the markup
 * is not browser code at all (site-footer-view.tsx). `data-chrome`: app mode (mobileApp=true, §1)
 * hides it, as the native app has its own.
 */
export function SiteFooter() {
  // The newsletter field's placeholder: a prop, so that the §5 rules' module stays out of the layout's browser code.
  return <SiteFooterView classes={styles} example={EXAMPLE_EMAIL} />;
}
