'use client';

import { useState } from 'react';

export interface ColorOption {
  name: string;
  hex: string;
  imageUrl: string;
}

/**
 * The model's picture with its colour swatches: choosing a swatch shows the car in that colour
 * (each colour is its own drawn SVG). The server renders the first colour, so the picture is there
 * before any JavaScript runs; the swatches are toggle buttons (aria-pressed). `classes`: from
 * new-cars.module.css, passed by the server-rendered page, so the island ships no class-name map.
 */
export function ColorPicker({
  modelName,
  colors,
  classes: styles,
}: {
  modelName: string;
  colors: readonly ColorOption[];
  classes: Readonly<Record<string, string | undefined>>;
}) {
  const [index, setIndex] = useState(0);
  const current = colors[index] ?? colors[0];
  if (!current) return null;
  return (
    <div className={styles.stage}>
      <img
        src={current.imageUrl}
        alt={`Toyota ${modelName} warna ${current.name}`}
        width={960}
        height={420}
        fetchPriority="high"
        className={styles.stageImage}
      />
      <p className={styles.colorName} aria-live="polite">{`Warna: ${current.name}`}</p>
      {colors.length > 1 ? (
        <fieldset className={styles.swatchGroup}>
          <legend>{`Pilih warna (${colors.length})`}</legend>
          <div className={styles.swatchList}>
            {colors.map((c, i) => (
              <button
                key={c.name}
                type="button"
                className={styles.swatchButton}
                style={{ background: c.hex }}
                aria-pressed={i === index}
                aria-label={c.name}
                title={c.name}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
