/** What the browser hands React for such an element: nothing, so React keeps what is there. */
const KEEP_SERVER_HTML = { __html: '' };

export type ServerContentProps = {
  dangerouslySetInnerHTML: { __html: string };
  suppressHydrationWarning: true;
};

/**
 * Props for an element of a client component whose content is static markup that only the server
 * renders (issue 26 with issue 3's first-load budget): a client view keeps the element tree out of
 * every page's RSC payload, but its markup would then be browser code too. Here the server puts the
 * content's HTML into the element (`html`: rendered once per process by the markup module, see
 * static-html.server-markup.tsx, so no page render walks those elements again), and in the browser
 * the element comes with an empty `dangerouslySetInnerHTML`:
 * React 19 does not compare that with the page while hydrating, nor hydrate, change or remove what is
 * inside it, so the server's HTML stays as it is (links, `<details>`, text), and nothing re-renders it.
 *
 * Keep the markup in a `*.server-markup.tsx` module and reach it only through a test written out in
 * the client component, e.g. `const STATIC = typeof window === 'undefined' ? Markup : null` (see
 * footer/site-footer-view.tsx). Next compiles `typeof window` to a constant in each bundle, webpack
 * drops the branch the browser's bundle never takes, and next.config.ts marks such modules as free of
 * side effects, so the module and what only it imports are not in the browser's code (an imported
 * flag would not be folded).
 *
 * Only for parts that nothing in the browser renders afresh — the root layout's chrome, which is
 * hydrated once and kept across navigations. Were React to mount such an element anew in the browser
 * (after a failed hydration above it), its content would be empty until the next page load.
 */
export function serverContent(html: string | null): ServerContentProps {
  return { dangerouslySetInnerHTML: html === null ? KEEP_SERVER_HTML : { __html: html }, suppressHydrationWarning: true };
}
