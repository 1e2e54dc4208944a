/**
 * Issue 29: where "video" on a new-car model page leads. A model's official video is linked only
 * when its id was found in a stored source (recorded beside the id); every other model links the
 * official Toyota Indonesia YouTube channel, searching that model there, and says so — no invented
 * video, title or length.
 *
 * Searched (7 December 2026, with the project's search tool over its stored public pages and code;
 * there is no network to check an id on YouTube itself): "Toyota Indonesia official YouTube video"
 * per model (Avanza, Veloz, Kijang Innova Zenix, Yaris Cross, Agya…), "toyota.astra.co.id youtube
 * embed", and the channel's handle. The stored sources name the channel
 * (https://www.youtube.com/@ToyotaIndonesia; a launch streamed there, carmudi.co.id 2020) but tie
 * no video id to a model: no model has a known official video yet, and the table below is empty.
 * Add an id only with the stored source it was found in.
 */

/** The official channel of PT Toyota-Astra Motor on YouTube. */
export const TOYOTA_INDONESIA_CHANNEL_URL = 'https://www.youtube.com/@ToyotaIndonesia';

export interface OfficialVideo {
  /** The YouTube video id. */
  readonly id: string;
  /** The stored page or file the id was found in (an official Toyota Indonesia page embedding it). */
  readonly source: string;
}

/** Official videos by model code; each with its source. Empty: none found (see above). */
export const OFFICIAL_MODEL_VIDEOS: Readonly<Partial<Record<string, OfficialVideo>>> = {};

export type ModelVideoLink =
  | { readonly kind: 'video'; readonly url: string }
  | { readonly kind: 'channel'; readonly url: string };

/** The channel's own search for the model (e.g. "Toyota Avanza"). */
export function channelSearchUrl(modelName: string): string {
  return `${TOYOTA_INDONESIA_CHANNEL_URL}/search?query=${encodeURIComponent(`Toyota ${modelName}`)}`;
}

/** The model's official video when one is known, else the channel searched for the model. */
export function modelVideoLink(modelCode: string, modelName: string): ModelVideoLink {
  const known = OFFICIAL_MODEL_VIDEOS[modelCode];
  return known
    ? { kind: 'video', url: `https://www.youtube.com/watch?v=${encodeURIComponent(known.id)}` }
    : { kind: 'channel', url: channelSearchUrl(modelName) };
}

/** Whether a stored video link is the channel (a search or its home), not one video: the page words it so. */
export function isChannelLink(url: string): boolean {
  return url === TOYOTA_INDONESIA_CHANNEL_URL || url.startsWith(`${TOYOTA_INDONESIA_CHANNEL_URL}/`);
}

/** What the link says, in the visitor's words. */
export function videoLinkLabel(url: string): string {
  return isChannelLink(url) ? 'Cari video di kanal resmi Toyota Indonesia' : 'Tonton video resmi';
}
