/**
 * The photo set of every certified used car's page: drawn by the API (media /used-car/{code}/{n}.svg)
 * from the car's body type and colour, listed by product-detail in this order. One list, so the
 * page's captions and the pictures the API draws cannot drift apart.
 */
export interface UsedCarPhoto {
  kind: 'exterior' | 'interior' | 'feature';
  /** Selects the composition (see @kemudi/art gallery.ts pickGalleryVariant). */
  index: number;
  /** Indonesian caption and alt text. */
  title: string;
}

export const USED_CAR_PHOTOS: readonly UsedCarPhoto[] = [
  { kind: 'exterior', index: 0, title: 'Tampak samping' },
  { kind: 'exterior', index: 1, title: 'Tampak depan' },
  { kind: 'exterior', index: 3, title: 'Tampak belakang' },
  { kind: 'interior', index: 0, title: 'Dasbor dan layar hiburan' },
  { kind: 'interior', index: 1, title: 'Jok depan' },
  { kind: 'interior', index: 2, title: 'Setir dan panel instrumen' },
  { kind: 'feature', index: 0, title: 'Velg dan ban' },
];
