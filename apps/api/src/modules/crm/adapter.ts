import type { ApiConfig } from '../../env';

/** One crm_outbox row as the dealer's CRM receives it. */
export type CrmDelivery = {
  /** The outbox row id: sent as the Idempotency-Key, so a retried delivery is recorded once. */
  id: number;
  recordType: string;
  recordId: string;
  event: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};

/** What a delivery came to: the CRM has it, try again later, or it will never take it. */
export type CrmOutcome = { kind: 'acknowledged' } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

/** The dealer's CRM (issue 13; STYLE.md: an outside service behind an interface with a local default). */
export interface CrmAdapter {
  readonly name: string;
  deliver(record: CrmDelivery): Promise<CrmOutcome>;
}

export type HttpCrmOptions = { url: string; apiKey: string; timeoutMs?: number };

/**
 * The CRM reached by a JSON POST with a bearer key and `Idempotency-Key: crm-<row id>`:
 * `{ id, type, recordId, event, occurredAt, data }`. 2xx is acknowledged; 408, 429, 5xx, a time-out
 * or a network failure is worth retrying; any other 4xx is a final refusal (the record is wrong
 * for the CRM and sending it again would not change that).
 */
export function createHttpCrm({ url, apiKey, timeoutMs = 10_000 }: HttpCrmOptions): CrmAdapter {
  return {
    name: 'http',
    async deliver(record) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': `crm-${record.id}`,
          },
          body: JSON.stringify({
            id: record.id,
            type: record.recordType,
            recordId: record.recordId,
            event: record.event,
            occurredAt: record.createdAt.toISOString(),
            data: record.payload,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: 'retry', reason: `CRM unreachable: ${(error as Error).message}` };
      }
      const detail = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 200);
      if (response.ok) {
        await response.body?.cancel();
        return { kind: 'acknowledged' };
      }
      const reason = `CRM answered ${response.status}${detail ? `: ${detail}` : ''}`;
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      return retryable ? { kind: 'retry', reason } : { kind: 'refused', reason };
    },
  };
}

/** The CRM the environment configures: HTTP with CRM_URL, none otherwise (rows stay in the outbox). */
export function crmFromConfig(config: ApiConfig): CrmAdapter | null {
  return config.CRM_URL && config.CRM_API_KEY ? createHttpCrm({ url: config.CRM_URL, apiKey: config.CRM_API_KEY }) : null;
}
