import { listingMarkup } from '@/components/aftersales/markup';
import type { JsonLdThing } from '@/lib/json-ld';

/**
 * §3 Item list of new cars (the list, test drive and comparison pages): the same ItemList as every
 * catalogue's (one builder, aftersales/markup's listingMarkup), each car named "Toyota <model>".
 */
export function carItemList(source: {
  name: string;
  path: string;
  origin: string;
  cars: readonly { name: string; imageUrl: string; url: string; price: number }[];
}): JsonLdThing {
  return listingMarkup({ ...source, items: source.cars.map((car) => ({ ...car, name: `Toyota ${car.name}` })) });
}
