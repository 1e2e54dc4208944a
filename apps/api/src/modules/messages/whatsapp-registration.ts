import { templateCreationBody, WHATSAPP_TEMPLATE_NAMES, type WhatsAppTemplateName } from './whatsapp-templates';

/*
 * Registers the templates of whatsapp-templates.ts with Meta (issue 27) through the Business
 * Management API — POST {graph}/{WABA-ID}/message_templates with the system user's token — so
 * nobody retypes their text in WhatsApp Manager. A template that already exists in Indonesian is
 * left as it is (Meta refuses the same name and language twice); editing one is done in WhatsApp
 * Manager, where Meta reviews it again. `npm run whatsapp:register-templates` runs it.
 */

export type RegistrationOutcome = { name: WhatsAppTemplateName; outcome: 'created' | 'exists' | 'failed'; detail: string };

type GraphAnswer = { id?: string; status?: string; error?: { message?: string; code?: number; error_subcode?: number; error_user_msg?: string } };

/** Meta's subcode for "content in this language already exists" (a template of that name and language). */
const ALREADY_EXISTS_SUBCODE = 2388024;

export async function registerWhatsAppTemplates(options: {
  graphUrl: string;
  businessAccountId: string;
  token: string;
  timeoutMs?: number;
  names?: readonly WhatsAppTemplateName[];
}): Promise<RegistrationOutcome[]> {
  const url = `${options.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.businessAccountId)}/message_templates`;
  const outcomes: RegistrationOutcome[] = [];
  for (const name of options.names ?? WHATSAPP_TEMPLATE_NAMES) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateCreationBody(name)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      outcomes.push({ name, outcome: 'failed', detail: `Graph API unreachable: ${(error as Error).message}` });
      continue;
    }
    const status = response.status;
    // An unreadable answer (a proxy's page) is judged by its status alone.
    const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
    if (status >= 200 && status < 300) outcomes.push({ name, outcome: 'created', detail: `${answer.status ?? 'PENDING'} (id ${answer.id ?? '?'})` });
    else if (answer.error?.error_subcode === ALREADY_EXISTS_SUBCODE) outcomes.push({ name, outcome: 'exists', detail: 'already registered in this language' });
    else outcomes.push({ name, outcome: 'failed', detail: `${status} ${answer.error?.code ?? ''} ${answer.error?.error_user_msg ?? answer.error?.message ?? ''}`.trim() });
  }
  return outcomes;
}
