import 'server-only';

import { FIRST_PAGE, PAGE_SIZE } from '@kemudi/domain/constants';
import { editorialCalls, type FAQ_TYPES, type FaqItem } from '@kemudi/domain/contracts/editorial';
import { getApi } from '../api';

/*
 * The questions the new-car pages show (§7 content/v1/faq?type&code, §9 size 10), parsed with the
 * editorial contract (packages/domain/src/contracts/editorial.ts).
 */

type FaqType = (typeof FAQ_TYPES)[number];

/** One page of questions; `code` left out asks every question of the type. Null when the call fails. */
async function softFaqs(type: FaqType, code: string | undefined): Promise<FaqItem[] | null> {
  const api = await getApi();
  const page = await api.soft(editorialCalls.faq, { query: { type, ...(code ? { code } : {}), page: FIRST_PAGE, size: PAGE_SIZE.FAQ } });
  return page?.content ?? null;
}

/** The questions of a page group (content/v1/faq?type&code), e.g. mobil-baru / test-drive; null when the call fails. */
export async function loadPageFaqs(type: FaqType, code: string): Promise<FaqItem[] | null> {
  return softFaqs(type, code);
}

/** A model's own questions, else the general new-car ones (`general` says which). */
export async function loadModelFaqs(code: string): Promise<{ faqs: FaqItem[] | null; general: boolean }> {
  const own = await softFaqs('product', code);
  if (own && own.length > 0) return { faqs: own, general: false };
  return { faqs: await softFaqs('mobil-baru', undefined), general: true };
}
