'use client';

import { useVisitor } from '@/components/header/visitor';

/**
 * A call to action that follows the visitor (issue 29), as a tiny island: the service pages' HTML
 * is cached and shared by every visitor in a city (src/edge), so it always carries the guest's
 * link ("Masuk untuk Booking Servis" → /login?redirect=…). The visitor store (the session hint
 * cookie, then the user-auth call — the header's own check) turns it into the customer's action
 * in the browser once it knows one; while it asks ('loading') the guest's link stays. Nothing of
 * the customer is in the markup, so the cached page stays impersonal.
 *
 * Props: `guest` and `customer` (the link's label and target for each), `className`.
 */
export function VisitorCta({
  guest,
  customer,
  className,
}: {
  guest: { href: string; label: string };
  customer: { href: string; label: string };
  className?: string | undefined;
}) {
  const { state } = useVisitor();
  const link = state === 'customer' ? customer : guest;
  return (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}
