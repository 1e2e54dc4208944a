'use client';

import { useState } from 'react';
import styles from './used-cars.module.css';

export interface GalleryPhoto {
  title: string;
  imageUrl: string;
}

/**
 * The car's photos: one large picture and a row of thumbnails that switch it. Server-rendered
 * with the first photo, so the page shows a picture before (or without) JavaScript.
 */
export function PhotoGallery({ photos, carName }: { photos: readonly GalleryPhoto[]; carName: string }) {
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <figure className={styles.mainPhoto}>
        <img src={current.imageUrl} alt={`${carName} – ${current.title}`} width={800} height={450} fetchPriority="high" />
        <figcaption aria-live="polite">{`${current.title} (${index + 1} dari ${photos.length})`}</figcaption>
      </figure>
      {photos.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Foto lainnya">
          {photos.map((photo, i) => (
            <li key={photo.imageUrl}>
              <button type="button" aria-pressed={i === index} aria-label={`Lihat foto ${photo.title}`} onClick={() => setIndex(i)}>
                <img src={photo.imageUrl} alt="" width={160} height={90} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
