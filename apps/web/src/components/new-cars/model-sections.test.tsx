import type { AllGalleryData } from '@kemudi/domain/contracts/new-cars';
import { MEDIA } from '@kemudi/domain/media';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GallerySection } from './model-sections';

/* Issue 15: the model page's gallery opens its exterior pictures with the drawn front three-quarter view. */

const lead = {
  imageUrl: MEDIA.carThreeQuarter('raize', '#CC0000', '#111111'),
  title: 'Tampak depan tiga perempat',
  caption: 'Toyota Raize warna Merah, dilihat dari sudut depan.',
};
const item = (id: number, kind: string, title: string) => ({ id, kind, title, caption: `${title}.`, imageUrl: MEDIA.gallery('raize', id) });

describe('GallerySection', () => {
  it('puts the three-quarter view first among the exterior pictures', () => {
    const gallery: AllGalleryData = {
      code: 'raize',
      groups: [
        { kind: 'exterior', label: 'Eksterior', items: [item(1, 'exterior', 'Tampak samping')] },
        { kind: 'interior', label: 'Interior', items: [item(2, 'interior', 'Dasbor')] },
      ],
      videos: [],
    };
    const html = renderToStaticMarkup(<GallerySection name="Raize" gallery={gallery} lead={lead} />);
    const images = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(images[0]).toEqual(['/api/media/v1/car/raize/three-quarter.svg?color=cc0000&amp;roof=111111', 'Raize: Tampak depan tiga perempat']);
    expect(images.map((i) => i[1])).toEqual(['Raize: Tampak depan tiga perempat', 'Raize: Tampak samping', 'Raize: Dasbor']);
    expect(html).toContain('width="800" height="450"');
  });

  it('adds an exterior group for it when the model has no exterior pictures, and nothing without it', () => {
    const gallery: AllGalleryData = { code: 'raize', groups: [{ kind: 'interior', label: 'Interior', items: [item(2, 'interior', 'Dasbor')] }], videos: [] };
    const html = renderToStaticMarkup(<GallerySection name="Raize" gallery={gallery} lead={lead} />);
    expect(html.indexOf('<h3>Eksterior</h3>')).toBeGreaterThan(-1);
    expect(html.indexOf('<h3>Eksterior</h3>')).toBeLessThan(html.indexOf('<h3>Interior</h3>'));
    expect(renderToStaticMarkup(<GallerySection name="Raize" gallery={gallery} />)).not.toContain('three-quarter');
    expect(renderToStaticMarkup(<GallerySection name="Raize" gallery={{ code: 'raize', groups: [], videos: [] }} />)).toBe('');
  });
});
