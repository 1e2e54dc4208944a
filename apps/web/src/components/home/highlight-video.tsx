import { isChannelLink, videoLinkLabel } from '@kemudi/domain/model-videos';
import { formatVideoLength, type HighlightVideo as Video } from '@/lib/home';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/**
 * §7 v2 all-gallery: the newest video of the most trending model. A poster, not a player: no
 * iframe and no third-party request when the page loads; the video opens on its own site. Issue 29:
 * a model without a known official video points to the official channel searched for it, in words
 * that say so (no title or length of a video nobody has checked).
 */
export function HighlightVideo({ video }: { video: Video }) {
  const channel = isChannelLink(video.url);
  const what = channel ? `Cari video Toyota ${video.modelName} di kanal resmi Toyota Indonesia` : `Putar video ${video.title}`;
  return (
    <section aria-labelledby="video-title" className={styles.section}>
      <SectionHeader id="video-title" title="Video Pilihan" />
      <div className={styles.video}>
        <a href={video.url} target="_blank" rel="noopener noreferrer" className={styles.poster}>
          <img src={video.thumbnailUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" />
          {/* A play mark only on a video: a channel search plays nothing (issue 29). */}
          {channel ? null : (
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 64 64" focusable="false">
                <path d="M26 20v24l19-12z" fill="#fff" />
              </svg>
            </span>
          )}
          <span className="visually-hidden">{`${what} (membuka tab baru)`}</span>
        </a>
        <div className={styles.videoText}>
          {channel ? (
            <>
              <h3>{`Video Toyota ${video.modelName}`}</h3>
              <p>{`Video Toyota ${video.modelName} dari Toyota Indonesia ada di kanal YouTube resminya. Tautan ini membuka pencarian ${video.modelName} di kanal tersebut.`}</p>
            </>
          ) : (
            <>
              <h3>{video.title}</h3>
              <p>{video.description}</p>
              <p className={styles.meta}>{`Toyota ${video.modelName} · ${formatVideoLength(video.durationSeconds)}`}</p>
            </>
          )}
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            {videoLinkLabel(video.url)}
            <span className="visually-hidden">{` untuk Toyota ${video.modelName} (membuka tab baru)`}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
