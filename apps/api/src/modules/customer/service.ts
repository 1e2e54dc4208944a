import { createHash, randomBytes } from 'node:crypto';
import { configs, consentTexts, HISTORY_META_PREFIX, newsletterSubscriptions, type Db } from '@kemudi/db';
import { CONSENT_CODES } from '@kemudi/domain/constants';
import { formatDateDmy } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { validateSubscribeEmail } from '@kemudi/domain/validation';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';
import { composeEmail, queueMessage } from '../messages';

/** How long the newsletter's confirmation link works. */
export const SUBSCRIBE_CONFIRM_TTL_HOURS = 72;

export const INVALID_SUBSCRIBE_TOKEN = 'Tautan konfirmasi tidak valid, sudah dipakai, atau sudah kedaluwarsa.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type NewsletterDeps = { db: Db; clock: () => Date; siteUrl: string };

/**
 * §4 footer subscribe with double opt-in (issue 16), for the §7 GET and the site's POST alike. A
 * new address is kept pending and sent a confirmation link; a pending one gets a fresh link (the
 * old one stops working); both answer emailSaved true. A confirmed one is left as it is, sent
 * nothing, and answered emailSaved false: §8 'Anda sudah berlangganan' (issue 29). Nobody is
 * subscribed until the address's owner opens the link. The route limits (lib/limits.ts) cap the
 * emails one address can be sent (per address and per client, with an Indonesian 429).
 */
export async function subscribeNewsletter(deps: NewsletterDeps, rawEmail: string | undefined) {
  const checked = validateSubscribeEmail(rawEmail ?? '');
  if (!checked.ok) throw new AppError(400, 'ValidationError', checked.message);
  const email = checked.email;
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  const pending = { confirmTokenHash: sha256(token), confirmExpiresAt: new Date(now.getTime() + SUBSCRIBE_CONFIRM_TTL_HOURS * 3_600_000) };
  const saved = await deps.db.transaction(async (tx) => {
    // A new address is inserted pending; a pending one gets the new token; a confirmed one is untouched.
    const written = await tx
      .insert(newsletterSubscriptions)
      .values({ email, source: 'footer', createdAt: now, ...pending })
      .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: pending, setWhere: isNull(newsletterSubscriptions.confirmedAt) })
      .returning({ email: newsletterSubscriptions.email });
    if (written.length === 0) return false;
    const link = `${deps.siteUrl}${ROUTES.newsletterConfirm(token)}`;
    await queueMessage(
      tx,
      {
        channel: 'email',
        to: email,
        ...composeEmail({ template: 'newsletter-confirmation', data: { email, link, hours: SUBSCRIBE_CONFIRM_TTL_HOURS } }),
      },
      now,
    );
    return true;
  });
  return { emailSaved: saved, email };
}

/** The emailed link: a pending subscription whose token is valid becomes confirmed, once. */
export async function confirmNewsletter(deps: NewsletterDeps, token: string): Promise<{ confirmed: true }> {
  const now = deps.clock();
  const confirmed = await deps.db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, sha256(token)),
        isNull(newsletterSubscriptions.confirmedAt),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  if (confirmed.length !== 1) throw new AppError(400, 'InvalidSubscribeToken', INVALID_SUBSCRIBE_TOKEN);
  return { confirmed: true };
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

/**
 * The `configs` table also keeps the project's own bookkeeping (the demo history's runs,
 * `demo-history:<seed>`): never answered to the public, exactly like a key that does not exist.
 */
const INTERNAL_CONFIG_PREFIXES = [HISTORY_META_PREFIX];

export async function getConfigValue(db: Db, key: string) {
  const internal = INTERNAL_CONFIG_PREFIXES.some((prefix) => key.startsWith(prefix));
  const [row] = internal ? [] : await db.select().from(configs).where(eq(configs.key, key)).limit(1);
  if (!row) throw notFound(`Konfigurasi '${key}' tidak ditemukan`);
  return { key: row.key, value: formatDateDmy(row.value), description: row.description };
}
