import { createHash } from 'node:crypto';
import type { ApiConfig } from '../../env';

/*
 * The AstraPay wallet behind the loyalty calls (issue 11, §7 linking-account and get-balance): an
 * adapter interface, a simulated provider that `npm start` uses with no account, and an HTTP
 * provider when ASTRAPAY_BASE_URL is set.
 */

/** A provider call that did not go through: `refused` = AstraPay said no (the customer can act); `unavailable` = try later. */
export class WalletProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'WalletProviderError';
  }
}

export type LinkedWallet = {
  /** The provider's id of the account. */
  accountRef: string;
  /** A provider may first send the customer to its own page to confirm; null when linked at once. */
  redirectUrl: string | null;
};

export interface WalletProvider {
  readonly name: string;
  /** Links the wallet registered to `phone` ('08…'); throws WalletProviderError('refused') when AstraPay knows no such wallet. */
  link(phone: string): Promise<LinkedWallet>;
  /** The balance of a linked account in Rupiah. */
  balance(accountRef: string): Promise<number>;
  /** Ends the link (an account the provider no longer knows counts as unlinked). */
  unlink(accountRef: string): Promise<void>;
}

/** The simulated provider refuses a number ending in this: AstraPay "does not know" it (README, demo data). */
export const SIMULATED_UNKNOWN_SUFFIX = '0000';

function digestOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The local default (no network): links every Indonesian mobile number except one ending in 0000,
 * which AstraPay "does not know" (the refusal path). The account ref is 'SIM-' + the first 12 hex
 * digits of sha256(phone), so linking the same number again gives the same account; the balance is
 * derived from the ref: Rp 50.000 to Rp 2.500.000 in steps of Rp 500, always the same for one
 * account. Unlinking always succeeds.
 */
export function createSimulatedProvider(): WalletProvider {
  return {
    name: 'simulated',
    async link(phone) {
      if (phone.endsWith(SIMULATED_UNKNOWN_SUFFIX)) throw new WalletProviderError('refused', 'simulated AstraPay: no wallet for this number');
      return { accountRef: `SIM-${digestOf(phone).toString('hex').slice(0, 12)}`, redirectUrl: null };
    },
    async balance(accountRef) {
      const steps = digestOf(accountRef).readUInt32BE(0) % 4901; // 0 … 4900
      return 50_000 + steps * 500;
    },
    async unlink() {},
  };
}

/** '081234567890' → '+6281234567890'. */
const toE164 = (phone: string) => (phone.startsWith('0') ? `+62${phone.slice(1)}` : phone);

export type HttpProviderOptions = { baseUrl: string; apiKey: string; timeoutMs?: number };

/**
 * AstraPay over HTTP (JSON, `Authorization: Bearer ASTRAPAY_API_KEY`, §9 15 s for secondary clients):
 * - POST {base}/v1/wallets/link `{ phoneNumber: '+62…' }` → 200 `{ accountRef, redirectUrl? }`;
 *   404 or 422 = no wallet for this number (refused).
 * - GET {base}/v1/wallets/{accountRef}/balance → 200 `{ balance }` (integer Rupiah).
 * - POST {base}/v1/wallets/{accountRef}/unlink → 2xx; 404 = already unknown (counts as unlinked).
 * A time-out, a network failure, any other status or an unreadable answer is `unavailable`.
 */
export function createHttpProvider({ baseUrl, apiKey, timeoutMs = 15_000 }: HttpProviderOptions): WalletProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const request = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> => {
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WalletProviderError('unavailable', `AstraPay unreachable: ${(error as Error).message}`);
    }
  };
  const unexpected = async (response: Response, what: string): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new WalletProviderError('unavailable', `AstraPay ${what} answered ${response.status}${detail ? `: ${detail}` : ''}`);
  };
  const json = async (response: Response, what: string): Promise<Record<string, unknown>> => {
    try {
      const value: unknown = await response.json();
      if (value && typeof value === 'object') return value as Record<string, unknown>;
    } catch {
      // falls through
    }
    throw new WalletProviderError('unavailable', `AstraPay ${what} answered no JSON object`);
  };
  const refPath = (accountRef: string) => `/v1/wallets/${encodeURIComponent(accountRef)}`;

  return {
    name: 'http',
    async link(phone) {
      const response = await request('POST', '/v1/wallets/link', { phoneNumber: toE164(phone) });
      if (response.status === 404 || response.status === 422) {
        await response.body?.cancel();
        throw new WalletProviderError('refused', `AstraPay knows no wallet for this number (${response.status})`);
      }
      if (!response.ok) return unexpected(response, 'link');
      const body = await json(response, 'link');
      if (typeof body.accountRef !== 'string' || body.accountRef === '') throw new WalletProviderError('unavailable', 'AstraPay link answered no accountRef');
      const redirectUrl = typeof body.redirectUrl === 'string' && /^https?:\/\//.test(body.redirectUrl) ? body.redirectUrl : null;
      return { accountRef: body.accountRef, redirectUrl };
    },
    async balance(accountRef) {
      const response = await request('GET', `${refPath(accountRef)}/balance`);
      if (!response.ok) return unexpected(response, 'balance');
      const body = await json(response, 'balance');
      if (typeof body.balance !== 'number' || !Number.isFinite(body.balance)) throw new WalletProviderError('unavailable', 'AstraPay balance answered no number');
      return Math.round(body.balance);
    },
    async unlink(accountRef) {
      const response = await request('POST', `${refPath(accountRef)}/unlink`);
      if (response.ok || response.status === 404) {
        await response.body?.cancel();
        return;
      }
      return unexpected(response, 'unlink');
    },
  };
}

/** The provider the environment configures: HTTP with ASTRAPAY_BASE_URL (and its key), else the simulated one. */
export function walletProviderFromConfig(config: ApiConfig): WalletProvider {
  return config.ASTRAPAY_BASE_URL && config.ASTRAPAY_API_KEY
    ? createHttpProvider({ baseUrl: config.ASTRAPAY_BASE_URL, apiKey: config.ASTRAPAY_API_KEY })
    : createSimulatedProvider();
}
