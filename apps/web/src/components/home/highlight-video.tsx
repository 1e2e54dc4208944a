import { formatVideoLength, type HighlightVideo as Video } from '@/lib/home';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/**
 * §7 v2 all-gallery: the newest video of the most trending model. A poster, not a player: no
 * iframe and no third-party request when the page loads; the video opens on its own site.
 */
export function HighlightVideo({ video }: { video: Video }) {
  return (
    <section aria-labelledby="video-title" className={styles.section}>
      <SectionHeader id="video-title" title="Video Pilihan" />
      <div className={styles.video}>
        <a href={video.url} target="_blank" rel="noopener noreferrer" className={styles.poster}>
          <img src={video.thumbnailUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 64 64" focusable="false">
              <path d="M26 20v24l19-12z" fill="#fff" />
            </svg>
          </span>
          <span className="visually-hidden">{`Putar video ${video.title} (membuka tab baru)`}</span>
        </a>
        <div className={styles.videoText}>
          <h3>{video.title}</h3>
          <p>{video.description}</p>
          <p className={styles.meta}>{`Toyota ${video.modelName} · ${formatVideoLength(video.durationSeconds)}`}</p>
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            Tonton video<span className="visually-hidden"> (membuka tab baru)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
