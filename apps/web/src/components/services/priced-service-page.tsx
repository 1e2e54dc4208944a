import type { ServiceItem } from '@kemudi/domain/contracts/aftersales';
import { MEDIA } from '@kemudi/domain/media';
import type { ReactNode } from 'react';
import { PriceTable, type PriceTableProps } from './price-table';
import { ServicePage, type ServicePageProps } from './service-page';

/**
 * A service page whose own section is its price list (workshop, home service, body & paint,
 * Cubain): the table under the hero, and the same prices as ItemList markup so both agree.
 */
export function PricedServicePage({
  prices,
  icon,
  itemName = (service) => service.name,
  table,
  booking,
  ...page
}: Omit<ServicePageProps, 'items' | 'children'> & {
  /** The priced services; null when their call failed (the table is left out). */
  prices: readonly ServiceItem[] | null;
  /** The art icon pictured for every priced item in the markup. */
  icon: string;
  /** An item's name in the markup (default: the service's name). */
  itemName?: (service: ServiceItem) => string;
  table: Omit<PriceTableProps, 'id' | 'items'>;
  /** Issue 13: the page's booking form, shown first under the hero (where its call to action points). */
  booking?: ReactNode;
}) {
  const items = (prices ?? []).map((p) => ({ name: itemName(p), image: MEDIA.icon(icon), url: page.path, price: p.priceFrom }));
  return (
    <ServicePage {...page} items={items}>
      {booking}
      {prices ? <PriceTable id="price-title" items={prices} {...table} /> : null}
    </ServicePage>
  );
}
