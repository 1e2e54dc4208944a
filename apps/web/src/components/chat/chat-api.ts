import type { CallInput } from '@kemudi/domain/contracts/call';
import type { AskData, chatCalls, QUESTION_MAX_CHARS as CONTRACT_QUESTION_MAX_CHARS } from '@kemudi/domain/contracts/chat';
import { requestCall } from '@/lib/browser-api';
import { locateVisitor } from '@/lib/geolocation';

/*
 * The one call Tanya Tasia makes from the browser, POST content/v1/chat/ask through the site's own
 * proxy route (which attaches the token, §4). Its answer is parsed with the call's contract: its
 * links are site paths (SitePath) and its hand-off a wa.me link with the question typed in
 * (WhatsAppMessageUrl), so an answer can never put a `javascript:` or foreign URL in an href. The
 * contract (and zod with it) loads when the chat is opened (lib/browser-api.ts), not with the page.
 */

/** The API's limit, typed as the contract's own constant so the two cannot drift. */
export const QUESTION_MAX_CHARS: typeof CONTRACT_QUESTION_MAX_CHARS = 500;

export const GREETING = 'Halo! Saya Tasia, asisten virtual Kemudi Toyota. Ada yang bisa saya bantu?';

/** The chip that asks for the visitor's position before it is sent. */
export const NEAREST_DEALER = 'Dealer terdekat';
export const SUGGESTED_QUESTIONS = ['Harga Avanza terbaru', 'Cara booking servis', 'Promo bulan ini', NEAREST_DEALER] as const;

export type ChatAnswer = AskData;

export type Coordinates = { latitude: number; longitude: number };
export type AskInput = { question: string; cityIsocode?: string | undefined; coords?: Coordinates | undefined };
type AskBody = CallInput<typeof chatCalls.ask>['body'];

/** The request body: the city only without coordinates (the API prefers the nearest branch anyway). */
export function askBody({ question, cityIsocode, coords }: AskInput): AskBody {
  if (coords) return { question, latitude: coords.latitude, longitude: coords.longitude };
  return cityIsocode && /^\d{4}$/.test(cityIsocode) ? { question, cityIsocode } : { question };
}

/** How long Tasia may think before the visitor is offered a retry. */
const ASK_TIMEOUT_MS = 20_000;

/**
 * POST chat/ask. A network error, a time-out, a non-2xx answer or one that breaks the contract
 * throws (the panel shows §8 'Gagal menampilkan data').
 */
export async function askTasia(input: AskInput): Promise<ChatAnswer> {
  return requestCall((c) => c.chatCalls.ask, { body: askBody(input) }, { timeoutMs: ASK_TIMEOUT_MS });
}

/** The browser's position, asked only when the visitor taps a button that needs it; null when refused or unavailable. */
export async function requestPosition(): Promise<Coordinates | null> {
  const found = await locateVisitor(10_000);
  return 'position' in found ? found.position : null;
}
