import { configs, consentTexts, newsletterSubscriptions, type Db } from '@kemudi/db';
import { CONSENT_CODES } from '@kemudi/domain/constants';
import { formatDateDmy } from '@kemudi/domain/format';
import { validateSubscribeEmail } from '@kemudi/domain/validation';
import { and, asc, eq, or } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';

/** §4 footer subscribe: saves the address once; a second time answers emailSaved false. */
export async function subscribeNewsletter(db: Db, rawEmail: string | undefined) {
  const checked = validateSubscribeEmail(rawEmail ?? '');
  if (!checked.ok) throw new AppError(400, 'ValidationError', checked.message);
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: checked.email, source: 'footer' })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscriptions.email });
  return { emailSaved: inserted.length > 0, email: checked.email };
}

/**
 * §7 pdp-consent: the consent texts shown before personal data is submitted. By default the two
 * §9 texts (checkbox: source 4 detail 4; popup: source 4 detail 5); isAll adds the others.
 */
export async function listConsentTexts(db: Db, isAll: boolean) {
  const wanted = [CONSENT_CODES.checkbox, CONSENT_CODES.popup].map((c) =>
    and(eq(consentTexts.consentSourceCode, c.source), eq(consentTexts.consentSourceDetailCode, c.detail)),
  );
  const body = await db
    .select()
    .from(consentTexts)
    .where(isAll ? undefined : or(...wanted))
    .orderBy(asc(consentTexts.consentSourceCode), asc(consentTexts.consentSourceDetailCode));
  return { body };
}

export async function getConfigValue(db: Db, key: string) {
  const [row] = await db.select().from(configs).where(eq(configs.key, key)).limit(1);
  if (!row) throw notFound(`Konfigurasi '${key}' tidak ditemukan`);
  return { key: row.key, value: formatDateDmy(row.value), description: row.description };
}
