import { resolve } from 'node:path';
import { z } from 'zod';
import { LEAD_FIRST_CONTACT_HOURS_DEFAULT } from '@kemudi/domain/leads';

/** Defaults that are only acceptable on a developer's machine. */
export const DEV_CLIENT_SECRET = 'kemudi-local-secret';
export const DEV_TOKEN_SECRET = 'kemudi-local-token-secret-change-me-in-production';

const port = z.coerce.number().int().min(1).max(65_535);
const gatewayUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/** The payment providers (issue 27): the name stored on each payment, and its webhook path's last part. */
export const PAYMENT_PROVIDER_NAMES = ['simulated', 'midtrans', 'xendit'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];
const PaymentProviderName = z.enum(PAYMENT_PROVIDER_NAMES, { error: `must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}` });
/** The variables that choose a provider for new charges: every method, then one method each. */
export const PAYMENT_PROVIDER_VARIABLES = [
  'PAYMENT_PROVIDER',
  'PAYMENT_PROVIDER_QRIS',
  'PAYMENT_PROVIDER_VA_BCA',
  'PAYMENT_PROVIDER_VA_BNI',
  'PAYMENT_PROVIDER_VA_BRI',
  'PAYMENT_PROVIDER_VA_MANDIRI',
  'PAYMENT_PROVIDER_VA_PERMATA',
] as const;
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * `production` makes both processes refuse the development secrets (the web app cannot use
     * NODE_ENV for this: `next start` always sets it to production). NODE_ENV=production counts too.
     */
    KEMUDI_ENV: z.enum(['development', 'production']).default('development'),
    API_PORT: port.default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    /** PostgreSQL server; the embedded PGlite database under DATA_DIR when unset. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    /**
     * Background jobs (issue 26: the outboxes' dispatchers and the sweeps, src/jobs): `on` runs them
     * in this API process as well; `off` leaves them to other processes (a worker, or other API
     * processes). Every job is safe with any number of processes running it.
     */
    JOBS: z.enum(['on', 'off']).default('on'),
    /**
     * How long an outbox row claimed by one process stays its own (jobs/outbox.ts): a process that
     * dies or is cut off mid-delivery hands its rows to the others after this. Longer than any
     * gateway's time-out; the cluster tests shorten it to see a host cut off within the test.
     */
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    /** Port of the worker's health and metrics listener (src/worker.ts), on API_HOST. */
    WORKER_PORT: port.default(4001),
    /** The bearer token Prometheus scrapes GET /metrics with; unset: /metrics does not exist (404). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    OAUTH_CLIENT_ID: z.string().min(3).default('kemudi-web'),
    OAUTH_CLIENT_SECRET: z.string().min(8).default(DEV_CLIENT_SECRET),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_TOKEN_SECRET),
    TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** Seconds a catalogue answer is served from the read cache; 0 turns the cache off. */
    API_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Milliseconds the database's data version is trusted before it is read again (0: every cached call). */
    API_DATA_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Redis shared by all API processes (read cache); in-process memory only when unset. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Lifetime of a customer's access token (§4); the refresh token renews it. */
    CUSTOMER_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    /** Lifetime of a customer's refresh token (rotated on every use). */
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Public origin of the site: the links in password-reset and activation emails. */
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://www.kemudi.co.id' })
      .default('http://localhost:3000')
      .transform((v) => v.replace(/\/+$/, '')),
    /**
     * The staff console's origin(s) (issue 24; apps/console): the only Origin a state-changing
     * /api/staff/ call is accepted from, and (the first one) where the set-password links of staff
     * emails point. Comma-separated (e.g. http://localhost:3001,http://127.0.0.1:3001). An https
     * origin makes the staff cookie Secure and `__Host-` prefixed.
     */
    CONSOLE_ORIGIN: z
      .string()
      .default('http://localhost:3001')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, e.g. https://konsol.kemudi.co.id' })).min(1))
      .transform((list) => list.map((url) => new URL(url).origin)),
    /**
     * Encrypts the staff TOTP secrets at rest (AES-256-GCM). Unset: derived from TOKEN_SECRET —
     * then changing TOKEN_SECRET makes every staff member enrol their authenticator again.
     */
    STAFF_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Google login (§7 login-social-media): off (503) while unset. */
    GOOGLE_CLIENT_ID: z.string().min(10).optional(),
    /** Digital account opening service (§6, §7 DAC calls): off (503) while unset. */
    DAC_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /**
     * Whose X-Forwarded-For to believe for the client's address (rate limits per IP): unset = nobody
     * (the peer's address counts); `true` = any proxy; otherwise Fastify's trustProxy list, e.g.
     * `loopback` or `127.0.0.1,10.0.0.0/8` (the web app in front of the API sends the header).
     */
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/,\s-]+$/, 'must be true, false or a list of addresses/subnets, e.g. loopback or 10.0.0.0/8')
      .optional()
      .transform((v) => (v === undefined || v === 'false' || v === '0' ? false : v === 'true' || v === '1' ? true : v)),
    /**
     * `off` drops the per-address limits (route limits, the hourly cap of codes per address) for
     * browser-test runs where every visitor is 127.0.0.1; the per-phone cooldown and cap stay.
     * Refused in production.
     */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Pins the API's notion of "now" (promo and coupon validity): browser tests and demos of the seed. */
    FIXED_NOW: z.iso.datetime({ offset: true, error: 'must be an ISO date-time, e.g. 2026-11-22T10:00:00+07:00' }).optional(),
    // Message gateways (modules/messages): JSON over HTTP with a bearer key. A channel without a
    // gateway keeps its messages in the outbox (GET /api/dev/outbox shows them when none is set).
    WHATSAPP_GATEWAY_URL: gatewayUrl,
    WHATSAPP_GATEWAY_KEY: z.string().min(8).optional(),
    SMS_GATEWAY_URL: gatewayUrl,
    SMS_GATEWAY_KEY: z.string().min(8).optional(),
    EMAIL_GATEWAY_URL: gatewayUrl,
    EMAIL_GATEWAY_KEY: z.string().min(8).optional(),
    /**
     * WhatsApp Business Cloud API (issue 27; modules/messages/whatsapp-cloud.ts): with these four,
     * WhatsApp messages go to Meta as approved templates (whatsapp-templates.ts) and Meta's status
     * webhooks (GET/POST /api/messages/v1/webhooks/whatsapp) are stored on each message. The token is
     * a system user's permanent token; the app secret signs the webhooks (X-Hub-Signature-256); the
     * verify token is the one typed into the app's webhook settings for the subscription handshake.
     */
    WHATSAPP_CLOUD_TOKEN: z.string().min(20, 'must be a Meta access token').optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'must be the numeric phone number ID from WhatsApp Manager').optional(),
    WHATSAPP_APP_SECRET: z.string().min(16, 'must be the Meta app secret').optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The Graph API with its version (a local stand-in in tests). */
    WHATSAPP_GRAPH_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://graph.facebook.com/v26.0' })
      .default('https://graph.facebook.com/v26.0')
      .transform((v) => v.replace(/\/+$/, '')),
    /**
     * SMS through Twilio's Messages API (issue 27; modules/messages/twilio-sms.ts): the account SID
     * and auth token (HTTP Basic), and the sender: a Messaging Service (MG…, recommended) or one
     * sender (TWILIO_FROM: a Twilio number or a registered alphanumeric sender ID).
     */
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)').optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the Twilio auth token').optional(),
    TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG followed by 32 hex digits)').optional(),
    TWILIO_FROM: z.string().regex(/^(\+\d{6,15}|[A-Za-z0-9 ]{1,11})$/, 'must be a number in E.164 (+62…) or an alphanumeric sender ID of at most 11 characters').optional(),
    TWILIO_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.twilio.com'),
    /**
     * The public URL Twilio posts each SMS's statuses to, {SITE_URL}/api/messages/v1/webhooks/twilio
     * (its signature covers this exact URL). Unset: no status callbacks, an SMS row shows only that Twilio took it.
     */
    TWILIO_STATUS_CALLBACK_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://www.kemudi.co.id/api/messages/v1/webhooks/twilio' })
      .refine((v) => new URL(v).pathname.endsWith('/api/messages/v1/webhooks/twilio'), 'must end with /api/messages/v1/webhooks/twilio (the API answers Twilio there)')
      .optional(),
    /** Time-out of one call to the WhatsApp or SMS provider, ms. */
    MESSAGE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Sender of the emails (password reset, email activation, …): an address the SMTP provider lets us send from. */
    EMAIL_FROM: z
      .string()
      .min(3)
      .max(200)
      .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, e.g. Kemudi <no-reply@kemudi.co.id>')
      .default('Kemudi <no-reply@kemudi.co.id>'),
    /**
     * Email over SMTP (issue 27; modules/messages/smtp-gateway.ts): with SMTP_HOST, emails go to
     * this server (Amazon SES, Mailgun, the dealer's relay…) with an HTML and a text part; unset,
     * they stay in the outbox (or go to EMAIL_GATEWAY_URL). The outbox keeps the record either way.
     */
    SMTP_HOST: z.string().regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, 'must be a host name or address, e.g. email-smtp.ap-southeast-3.amazonaws.com').optional(),
    /** 587 (STARTTLS) by default; 465 with SMTP_SECURE=tls. */
    SMTP_PORT: port.default(587),
    /** `starttls` (required, never merely tried), `tls` (implicit TLS, port 465), or `none` (a local relay; refused in production). */
    SMTP_SECURE: z.enum(['starttls', 'tls', 'none']).default('starttls'),
    SMTP_USER: z.string().min(1).max(500).optional(),
    SMTP_PASS: z.string().min(1).max(500).optional(),
    /** Connection, greeting and idle time-out of one SMTP exchange, ms. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * Uploads in object storage (issue 27; lib/file-store.ts): with S3_BUCKET, new uploads (booking
     * photos, KTP/SIM/selfie scans, attachments, promo pictures, salesman photos) go to this
     * S3-compatible bucket (AWS S3, MinIO, any cloud's S3 API) and are read back by the API behind
     * its owner checks; unset, they stay in the database. S3_ENDPOINT for anything but AWS itself.
     */
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a–z 0–9 . -)').optional(),
    /** ap-southeast-3 is AWS Jakarta. */
    S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region, e.g. ap-southeast-3').default('ap-southeast-3'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.ap-southeast-3.amazonaws.com' }).optional(),
    /** Unset: the SDK's own chain (the instance's IAM role, AWS_* variables). Set together. */
    S3_ACCESS_KEY_ID: z.string().min(3).max(200).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(8).max(200).optional(),
    /** `true` for MinIO and most S3-compatible providers (bucket in the path, not the host name). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    /** Connection and response time-out of one S3 request, ms (one retry after a failure). */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Server-side encryption asked for identity documents (KTP, SIM, selfie); `off` for a store without it (MinIO without KMS). */
    S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms', 'off']).default('AES256'),
    // After login (issue 11). Each outside service is an adapter with a local default.
    /** The dealer management system (TDMS, §6): the seeded implementation while unset. */
    TDMS_BASE_URL: gatewayUrl,
    TDMS_API_KEY: z.string().min(8).optional(),
    /** §9 seamless time-out in minutes: a rejected link to the dealer record is offered again after it. */
    SEAMLESS_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(4),
    /** AstraPay wallet provider (§7 loyalty): the simulated provider while unset. */
    ASTRAPAY_BASE_URL: gatewayUrl,
    ASTRAPAY_API_KEY: z.string().min(8).optional(),
    /** AstraPoints given once for linking the wallet (§9: the fallback reward text says 5000 AstraPoint). */
    LOYALTY_LINK_REWARD_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    /**
     * Web push (VAPID, RFC 8292): unset in development, a pair is generated once and kept in
     * DATA_DIR/vapid.json; required in production.
     */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key').optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .default('mailto:no-reply@kemudi.co.id'),
    /**
     * The push services the API will deliver to (a subscription names any URL: without this list the
     * API could be made to POST anywhere). Comma-separated host names; a leading '.' allows subdomains.
     */
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .default('fcm.googleapis.com,updates.push.services.mozilla.com,.notify.windows.com,.push.apple.com')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    // Commerce (issue 12). The payment provider is an adapter with a local default.
    /**
     * Midtrans Core API (https://docs.midtrans.com): with a server key, charges go to Midtrans;
     * without one, to the simulated provider (modules/payments), which `npm start` uses.
     */
    MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
    /** Sandbox by default; https://api.midtrans.com in production. */
    MIDTRANS_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.sandbox.midtrans.com'),
    /**
     * Xendit (issue 27, https://docs.xendit.co): the Payment Requests API (QRIS and virtual
     * accounts), refunds and webhooks. The secret key authenticates our calls (HTTP Basic); the
     * callback token is the dashboard's "webhook verification token" each webhook carries in
     * x-callback-token. Set together.
     */
    XENDIT_SECRET_KEY: z.string().min(8).optional(),
    XENDIT_CALLBACK_TOKEN: z.string().min(8).optional(),
    XENDIT_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.xendit.co'),
    /**
     * Which provider new charges go to (issue 27): PAYMENT_PROVIDER for every method, and
     * PAYMENT_PROVIDER_<METHOD> (QRIS, VA_BCA, VA_BNI, VA_BRI, VA_MANDIRI, VA_PERMATA) for one.
     * Unset: Midtrans when configured, else Xendit when configured, else the simulated provider.
     * A payment already made keeps going to the provider stored on it.
     */
    PAYMENT_PROVIDER: PaymentProviderName.optional(),
    PAYMENT_PROVIDER_QRIS: PaymentProviderName.optional(),
    PAYMENT_PROVIDER_VA_BCA: PaymentProviderName.optional(),
    PAYMENT_PROVIDER_VA_BNI: PaymentProviderName.optional(),
    PAYMENT_PROVIDER_VA_BRI: PaymentProviderName.optional(),
    PAYMENT_PROVIDER_VA_MANDIRI: PaymentProviderName.optional(),
    PAYMENT_PROVIDER_VA_PERMATA: PaymentProviderName.optional(),
    /**
     * Signs the simulated provider's payment notifications (HMAC-SHA256). Unset: derived from
     * TOKEN_SECRET, so every API process of one deployment agrees.
     */
    PAYMENT_SIMULATOR_SECRET: z.string().min(16).optional(),
    /**
     * The dealer system's key for moving an order along its timeline (POST
     * /api/order/v1/dealer/orders/{orderNo}/status, header x-dealer-key). Unset: that call is closed.
     */
    DEALER_API_KEY: z.string().min(16).optional(),
    /** How often unpaid orders past their payment deadline are expired (their stock and slot released). */
    ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /**
     * Captcha of lead and contact forms (issue 13; §7 X-Captcha header): 'dev' accepts the
     * development verifier's token (the site's own, no account needed); 'recaptcha' or 'turnstile'
     * verify the token with Google reCAPTCHA v3 or Cloudflare Turnstile using CAPTCHA_SECRET.
     * Refused as 'dev' in production.
     */
    CAPTCHA_PROVIDER: z.enum(['dev', 'recaptcha', 'turnstile']).default('dev'),
    CAPTCHA_SECRET: z.string().min(8).optional(),
    /** The site key the page's reCAPTCHA/Turnstile widget runs with (public; the captcha challenge call answers it). */
    CAPTCHA_SITE_KEY: z.string().min(8).max(200).optional(),
    /** The provider's verify endpoint (a local stand-in in tests); unset: the provider's own. */
    CAPTCHA_VERIFY_URL: z.string().url().optional(),
    /** reCAPTCHA v3: the lowest score accepted (0–1). */
    CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /**
     * The dealer's CRM (issue 13): leads and bookings are POSTed as JSON to CRM_URL with
     * CRM_API_KEY (bearer) and an idempotency key, retried until acknowledged. Unset: they stay in
     * the crm_outbox table (the local default; GET /api/dev/crm-outbox in development).
     */
    CRM_URL: z.string().url().optional(),
    CRM_API_KEY: z.string().min(8).optional(),
    CRM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
    CRM_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How often the reminders of tomorrow's bookings are queued (the day before, BOOKING_REMINDER_HOURS). */
    BOOKING_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** Sending attempts of one message before it is marked failed. */
    MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    /** First retry delay; each further retry waits twice as long. */
    MESSAGE_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Hours staff have to reach a new lead before it is overdue in the Leads queue (issue 24; domain/leads.ts LEAD_FIRST_CONTACT_HOURS_DEFAULT). */
    LEAD_FIRST_CONTACT_HOURS: z.coerce.number().positive().max(24 * 14).default(LEAD_FIRST_CONTACT_HOURS_DEFAULT),
  })
  .superRefine((env, ctx) => {
    for (const channel of ['WHATSAPP', 'SMS', 'EMAIL'] as const) {
      const url = env[`${channel}_GATEWAY_URL`];
      const key = env[`${channel}_GATEWAY_KEY`];
      if (url && !key) ctx.addIssue({ code: 'custom', path: [`${channel}_GATEWAY_KEY`], message: `is required when ${channel}_GATEWAY_URL is set` });
      if (!url && key) ctx.addIssue({ code: 'custom', path: [`${channel}_GATEWAY_URL`], message: `is required when ${channel}_GATEWAY_KEY is set` });
    }
    // Issue 27: one way out for emails, and SMTP credentials come as a pair.
    if (env.SMTP_HOST && env.EMAIL_GATEWAY_URL) {
      ctx.addIssue({ code: 'custom', path: ['EMAIL_GATEWAY_URL'], message: 'cannot be set together with SMTP_HOST (emails go one way: choose SMTP or the HTTP gateway)' });
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) {
      ctx.addIssue({ code: 'custom', path: [env.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER'], message: 'SMTP_USER and SMTP_PASS are set together' });
    }
    // Issue 27: the WhatsApp Cloud API needs all four (sending, and the status webhooks it answers); one way out per channel.
    const cloud = ['WHATSAPP_CLOUD_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
    if (cloud.some((name) => env[name])) {
      for (const name of cloud) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required with the WhatsApp Cloud API (set ${cloud.join(', ')} together)` });
      }
      if (env.WHATSAPP_GATEWAY_URL) ctx.addIssue({ code: 'custom', path: ['WHATSAPP_GATEWAY_URL'], message: 'cannot be set together with WHATSAPP_CLOUD_TOKEN (WhatsApp goes one way: choose the Cloud API or the HTTP gateway)' });
    }
    if (env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN) {
      if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) {
        ctx.addIssue({ code: 'custom', path: [env.TWILIO_ACCOUNT_SID ? 'TWILIO_AUTH_TOKEN' : 'TWILIO_ACCOUNT_SID'], message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set together' });
      }
      if (!env.TWILIO_MESSAGING_SERVICE_SID && !env.TWILIO_FROM) {
        ctx.addIssue({ code: 'custom', path: ['TWILIO_MESSAGING_SERVICE_SID'], message: 'is required with Twilio, or TWILIO_FROM (who the SMS comes from)' });
      }
      if (env.SMS_GATEWAY_URL) ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: 'cannot be set together with TWILIO_ACCOUNT_SID (SMS goes one way: choose Twilio or the HTTP gateway)' });
    } else if (env.TWILIO_MESSAGING_SERVICE_SID || env.TWILIO_FROM || env.TWILIO_STATUS_CALLBACK_URL) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_ACCOUNT_SID'], message: 'is required when TWILIO_MESSAGING_SERVICE_SID, TWILIO_FROM or TWILIO_STATUS_CALLBACK_URL is set' });
    }
    if ((env.SMTP_USER || env.SMTP_PASS) && !env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'is required when SMTP_USER/SMTP_PASS are set' });
    }
    // Issue 27: S3 credentials come as a pair, and only with a bucket.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together' });
    }
    if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set' });
    }
    for (const service of ['TDMS', 'ASTRAPAY'] as const) {
      if (env[`${service}_BASE_URL`] && !env[`${service}_API_KEY`]) {
        ctx.addIssue({ code: 'custom', path: [`${service}_API_KEY`], message: `is required when ${service}_BASE_URL is set` });
      }
    }
    // Issue 13: a real captcha needs its secret; a CRM URL needs its key.
    if (env.CAPTCHA_PROVIDER !== 'dev') {
      // The secret verifies tokens; the site key is what the page's widget runs with (no key, no form can be sent).
      for (const name of ['CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when CAPTCHA_PROVIDER is ${env.CAPTCHA_PROVIDER}` });
      }
    }
    // Issue 27: Xendit needs both its key (our calls) and its callback token (its webhooks); a chosen provider must be configured.
    if (Boolean(env.XENDIT_SECRET_KEY) !== Boolean(env.XENDIT_CALLBACK_TOKEN)) {
      ctx.addIssue({ code: 'custom', path: [env.XENDIT_SECRET_KEY ? 'XENDIT_CALLBACK_TOKEN' : 'XENDIT_SECRET_KEY'], message: 'XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN are set together' });
    }
    const configured = { simulated: true, midtrans: Boolean(env.MIDTRANS_SERVER_KEY), xendit: Boolean(env.XENDIT_SECRET_KEY && env.XENDIT_CALLBACK_TOKEN) };
    for (const name of PAYMENT_PROVIDER_VARIABLES) {
      const chosen = env[name];
      if (name === 'PAYMENT_PROVIDER_VA_MANDIRI' && chosen === 'xendit') {
        ctx.addIssue({ code: 'custom', path: [name], message: 'cannot be xendit: the Mandiri method is a bill payment (biller code and bill key), which Xendit does not issue' });
      }
      if (chosen && !configured[chosen]) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is ${chosen}, which is not configured (set ${chosen === 'midtrans' ? 'MIDTRANS_SERVER_KEY' : 'XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN'})` });
      }
    }
    if (env.CRM_URL && !env.CRM_API_KEY) ctx.addIssue({ code: 'custom', path: ['CRM_API_KEY'], message: 'is required when CRM_URL is set' });
    for (const name of ['CRM_URL', 'CAPTCHA_VERIFY_URL'] as const) {
      if (env[name] && !/^https?:\/\//.test(env[name])) ctx.addIssue({ code: 'custom', path: [name], message: 'must be an http(s) URL' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together' });
    }
    // A development secret in production would let anyone who read .env.example forge tokens.
    if (env.NODE_ENV !== 'production' && env.KEMUDI_ENV !== 'production') return;
    if (env.RATE_LIMITS === 'off') {
      ctx.addIssue({ code: 'custom', path: ['RATE_LIMITS'], message: 'cannot be off in production' });
    }
    const defaults = { TOKEN_SECRET: DEV_TOKEN_SECRET, OAUTH_CLIENT_SECRET: DEV_CLIENT_SECRET } as const;
    for (const [name, value] of Object.entries(defaults) as [keyof typeof defaults, string][]) {
      if (env[name] === value) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is the development default: set your own secret in production' });
      }
    }
    // The links in emails point at the public site (issue 16: SITE_URL is required in production).
    if (/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(env.SITE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: 'is required in production (the public origin the emails link to, e.g. https://www.kemudi.co.id)' });
    }
    // The set-password links of staff emails point at the console (issue 24).
    if (env.CONSOLE_ORIGIN.some((origin) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin))) {
      ctx.addIssue({ code: 'custom', path: ['CONSOLE_ORIGIN'], message: 'is required in production (the staff console origin, e.g. https://konsol.kemudi.co.id)' });
    }
    if (!env.VAPID_PUBLIC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'is required in production (generate a pair once: npx web-push generate-vapid-keys)' });
    }
    // The simulated provider's "bayar sekarang" would let anyone mark an order paid: production needs a real provider, and charges only there.
    if (!configured.midtrans && !configured.xendit) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'needs a real payment provider in production: set MIDTRANS_SERVER_KEY, or XENDIT_SECRET_KEY with XENDIT_CALLBACK_TOKEN (the simulated provider is for development)',
      });
    }
    for (const name of PAYMENT_PROVIDER_VARIABLES) {
      if (env[name] === 'simulated') ctx.addIssue({ code: 'custom', path: [name], message: 'cannot be simulated in production' });
    }
    // The development captcha signs its own tokens: any script could fetch one, so it protects nothing.
    if (env.CAPTCHA_PROVIDER === 'dev') {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_PROVIDER'], message: 'cannot be dev in production (use recaptcha or turnstile with CAPTCHA_SECRET)' });
    }
    // SMTP credentials and the emails' links never cross the network in clear text in production.
    if (env.SMTP_HOST && env.SMTP_SECURE === 'none') {
      ctx.addIssue({ code: 'custom', path: ['SMTP_SECURE'], message: 'cannot be none in production (use starttls on port 587 or tls on port 465)' });
    }
    // The gateway key travels in a header: never in clear text in production.
    for (const name of ['WHATSAPP_GATEWAY_URL', 'WHATSAPP_GRAPH_URL', 'TWILIO_BASE_URL', 'TWILIO_STATUS_CALLBACK_URL', 'SMS_GATEWAY_URL', 'EMAIL_GATEWAY_URL', 'TDMS_BASE_URL', 'ASTRAPAY_BASE_URL', 'MIDTRANS_BASE_URL', 'XENDIT_BASE_URL', 'CRM_URL', 'CAPTCHA_VERIFY_URL', 'S3_ENDPOINT'] as const) {
      if (env[name]?.startsWith('http://')) ctx.addIssue({ code: 'custom', path: [name], message: 'must be an https:// URL in production' });
    }
  });

export type ApiConfig = Omit<z.infer<typeof EnvSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/**
 * Reads and validates the API's environment. A wrong value throws an Error naming the variable,
 * so the process stops at start with a clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
