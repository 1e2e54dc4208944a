/**
 * Issue 29: "Tonton video" opened a YouTube search dressed as a video. Every model's video link is
 * now either an official video whose id was found in a stored source (OFFICIAL_MODEL_VIDEOS, each
 * with its source) or the official Toyota Indonesia channel searched for that model — which the
 * pages word as such (isChannelLink).
 */
import {
  channelSearchUrl,
  isChannelLink,
  OFFICIAL_MODEL_VIDEOS,
  TOYOTA_INDONESIA_CHANNEL_URL,
  videoLinkLabel,
} from '@kemudi/domain/model-videos';
import { describe, expect, it } from 'vitest';
import { carModels, carVideos } from './cars';

const nameOf = (code: string) => carModels.find((m) => m.code === code)?.name;

describe('model video links', () => {
  it('every model has a video link', () => {
    const withVideo = new Set(carVideos.map((v) => v.modelCode));
    expect(carModels.filter((m) => !withVideo.has(m.code)).map((m) => m.code)).toEqual([]);
  });

  it('each link is a known official video (with its source) or the official channel searched for that model', () => {
    for (const video of carVideos) {
      const known = OFFICIAL_MODEL_VIDEOS[video.modelCode];
      if (known) {
        expect(known.source, video.modelCode).toMatch(/\S/);
        expect(video.url).toBe(`https://www.youtube.com/watch?v=${known.id}`);
        expect(isChannelLink(video.url)).toBe(false);
      } else {
        const name = nameOf(video.modelCode);
        expect(name, video.modelCode).toBeDefined();
        expect(video.url).toBe(channelSearchUrl(name!));
        expect(new URL(video.url).searchParams.get('query')).toBe(`Toyota ${name}`);
        expect(video.url.startsWith(`${TOYOTA_INDONESIA_CHANNEL_URL}/search?`)).toBe(true);
        expect(videoLinkLabel(video.url)).toBe('Cari video di kanal resmi Toyota Indonesia');
      }
    }
  });

  it('a channel link is never worded as a video, another channel is not taken for the official one', () => {
    expect(isChannelLink('https://www.youtube.com/@ToyotaIndonesia/search?query=Toyota%20Avanza')).toBe(true);
    expect(isChannelLink('https://www.youtube.com/@ToyotaIndonesiaFans')).toBe(false);
    expect(isChannelLink('https://www.youtube.com/watch?v=abc')).toBe(false);
    expect(videoLinkLabel('https://www.youtube.com/watch?v=abc')).toBe('Tonton video resmi');
  });
});
