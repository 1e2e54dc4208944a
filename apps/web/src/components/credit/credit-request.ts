import { request } from '@/lib/browser-api';
import type { CreditResult } from './credit-simulator';

/*
 * The credit simulator's call (issue 4, §7 POST v2/creditcalculator through the site's /api proxy):
 * a chunk of its own, fetched on the visitor's first change — the page arrives with the server's
 * answer for the default inputs (issue 14: first-load JavaScript).
 */

export type CreditInput = ({ productCode: string; cityCode: string } | { usedCarCode: string }) & {
  downPaymentPercent: number;
  tenorMonths: number;
  insuranceKind: string;
};

const FAILED = 'Simulasi kredit belum dapat dihitung';

function isCreditResult(value: unknown): value is CreditResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.monthlyInstallment === 'number' && typeof v.totalDownPayment === 'number' && Array.isArray(v.rates);
}

/** The API's answer for the inputs; throws with the API's message (or a general one) when there is none. */
export async function requestCredit(input: CreditInput, signal: AbortSignal): Promise<CreditResult> {
  const answer = await request('/api/product/v1/v2/creditcalculator', { body: input, signal, timeoutMs: null, fallback: FAILED });
  if (!answer.ok) throw answer.error;
  if (!isCreditResult(answer.data)) throw new Error(FAILED);
  return answer.data;
}
