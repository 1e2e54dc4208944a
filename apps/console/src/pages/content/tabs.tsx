import { Link } from '@tanstack/react-router';

/** Konten's three parts: articles, FAQ, static pages. */
export function ContentTabs() {
  return (
    <nav className="content-tabs" aria-label="Bagian konten">
      <Link className="button" to="/konten" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page', className: 'button button-primary' }}>
        Artikel
      </Link>
      <Link className="button" to="/konten/faq" activeProps={{ 'aria-current': 'page', className: 'button button-primary' }}>
        FAQ
      </Link>
      <Link className="button" to="/konten/halaman" activeProps={{ 'aria-current': 'page', className: 'button button-primary' }}>
        Halaman
      </Link>
    </nav>
  );
}
