/*
 * The one call Tanya Tasia makes from the browser, POST content/v1/chat/ask through the site's own
 * proxy route (which attaches the token, §4), and the check of what it answers. A hand-written
 * guard instead of zod keeps the chat's JavaScript small; it refuses any link that is not a path
 * on this site and any hand-off that is not a wa.me link, so an answer can never put a
 * `javascript:` or foreign URL in an href.
 */

export const CHAT_ASK_PATH = '/api/content/v1/chat/ask';

/** The API's limit (apps/api/src/modules/chat/schemas.ts). */
export const QUESTION_MAX_CHARS = 500;

export const GREETING = 'Halo! Saya Tasia, asisten virtual Kemudi Toyota. Ada yang bisa saya bantu?';

/** The chip that asks for the visitor's position before it is sent. */
export const NEAREST_DEALER = 'Dealer terdekat';
export const SUGGESTED_QUESTIONS = ['Harga Avanza terbaru', 'Cara booking servis', 'Promo bulan ini', NEAREST_DEALER] as const;

export type ChatSource = { kind: string; label: string; title: string; url: string };
export type ChatFaq = { question: string; answer: string };
export type ChatHandoff = { branchName: string; branchUrl: string; waLink: string };
export type ChatAnswer = { answer: string; sources: ChatSource[]; faqs: ChatFaq[]; handoff: ChatHandoff | null };

export type Coordinates = { latitude: number; longitude: number };
export type AskInput = { question: string; cityIsocode?: string | undefined; coords?: Coordinates | undefined };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** A path on this site: one leading slash, never `//host` or `/\host`. */
const isSitePath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])/.test(value);
const isWaLink = (value: unknown): value is string => typeof value === 'string' && /^https:\/\/wa\.me\/\d{6,15}\?text=/.test(value);

function parseSource(value: unknown): ChatSource | null {
  if (!isRecord(value) || !isText(value.title) || !isSitePath(value.url)) return null;
  return {
    kind: typeof value.kind === 'string' ? value.kind : '',
    label: typeof value.label === 'string' ? value.label : '',
    title: value.title,
    url: value.url,
  };
}

function parseFaq(value: unknown): ChatFaq | null {
  return isRecord(value) && isText(value.question) && isText(value.answer) ? { question: value.question, answer: value.answer } : null;
}

function parseHandoff(value: unknown): ChatHandoff | null {
  if (!isRecord(value) || !isWaLink(value.waLink) || !isRecord(value.branch)) return null;
  const { name, url } = value.branch;
  if (!isText(name)) return null;
  return { branchName: name, branchUrl: isSitePath(url) ? url : '/dealer-toyota', waLink: value.waLink };
}

const present = <T,>(item: T | null): item is T => item !== null;

/** `{ status, data: { answer, sources, faqs, handoff } }`; throws on any other shape. */
export function parseChatAnswer(body: unknown): ChatAnswer {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !isText(data.answer)) throw new Error('chat/ask: jawaban tidak dikenali');
  return {
    answer: data.answer,
    sources: Array.isArray(data.sources) ? data.sources.map(parseSource).filter(present) : [],
    faqs: Array.isArray(data.faqs) ? data.faqs.map(parseFaq).filter(present) : [],
    handoff: parseHandoff(data.handoff),
  };
}

/** The request body: the city only without coordinates (the API prefers the nearest branch anyway). */
export function askBody({ question, cityIsocode, coords }: AskInput): Json {
  if (coords) return { question, latitude: coords.latitude, longitude: coords.longitude };
  return cityIsocode && /^\d{4}$/.test(cityIsocode) ? { question, cityIsocode } : { question };
}

/** How long Tasia may think before the visitor is offered a retry. */
const ASK_TIMEOUT_MS = 20_000;

/** POST chat/ask. A network error, a time-out or a non-2xx answer throws (the panel shows §8 'Gagal menampilkan data'). */
export async function askTasia(input: AskInput): Promise<ChatAnswer> {
  const response = await fetch(CHAT_ASK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(askBody(input)),
    signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`chat/ask: HTTP ${response.status}`);
  return parseChatAnswer(await response.json());
}

/** The browser's position, asked only when the visitor taps a button that needs it; null when refused or unavailable. */
export function requestPosition(): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
