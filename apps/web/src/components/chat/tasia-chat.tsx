import { cookies } from 'next/headers';
import { CITY_COOKIE, parseCityCookie } from '@/server/layout';
import { ChatLauncher } from './chat-launcher';

/**
 * Tanya Tasia (§2 mobile bottom bar, issue 3): the chat assistant on every page. The city cookie is
 * HttpOnly, so the server reads it here (the §9 fallback 0080 when absent) and hands the city to
 * the browser; a later change in the city picker reaches the chat through CITY_CHANGED_EVENT.
 * Only the small launcher ships with the page; the panel's code loads on first open.
 */
export async function TasiaChat() {
  const city = parseCityCookie((await cookies()).get(CITY_COOKIE)?.value);
  return <ChatLauncher cityIsocode={city.cityIsocode} />;
}
