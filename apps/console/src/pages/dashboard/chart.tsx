import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef, type ReactNode } from 'react';

/*
 * One Chart.js canvas (issue 25). Only the parts the Dasbor draws are registered (bars, lines, two
 * axes, tooltip, legend), so the library's lazy chunk stays small. The canvas is an image with a
 * short description; the figures themselves are in the table beside it (`ChartFigure`), which a
 * screen reader reads and a phone can open.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
Chart.defaults.font.size = 12;
Chart.defaults.color = '#3d4954';

/** A canvas drawing `config`; redrawn when the config changes (memoise it on the data). */
export function ChartCanvas({ config, description }: { config: ChartConfiguration; description: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, { ...config, options: { ...config.options, ...(still ? { animation: false } : {}) } });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="chart-box">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}

/** A chart with its title and the same figures as a table ("Lihat tabel"). */
export function ChartFigure({ title, config, description, table }: { title: string; config: ChartConfiguration; description: string; table: ReactNode }) {
  return (
    <figure className="chart card">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <ChartCanvas config={config} description={description} />
      <details className="chart-table">
        <summary>Lihat tabel: {title.toLowerCase()}</summary>
        {table}
      </details>
    </figure>
  );
}
