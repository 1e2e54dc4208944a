import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import { emailContent, plainContent, storedTemplateOf } from './email/content';
import { renderEmailHtml } from './email/render';
import { DeliveryError, type MessageGateway } from './gateways';

/*
 * Email over SMTP (issue 27) with nodemailer, to any provider's submission port (Amazon SES,
 * Mailgun, a dealer's own relay…): README "Email over SMTP". Each outbox row becomes one message
 * with a text part (the row's body, as recorded) and an HTML part rendered from its template, a
 * Message-ID made from the row id (a retried send names the same message) and the row id in
 * X-Kemudi-Outbox-Id. What the server answers decides what the dispatcher does next:
 * - a 4xx reply (421 service unavailable, 450/451/452 try later, 454 temporary auth failure), a
 *   refused or dropped connection, a time-out: retryable;
 * - a 5xx reply (550 mailbox refused, 552/553/554, 535 bad credentials, 530 TLS/auth required): final.
 */

/** How the connection is protected: implicit TLS (port 465), STARTTLS required (587), or none (a local relay). */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

export type SmtpGatewayOptions = {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Both or neither: SMTP AUTH (PLAIN/LOGIN, as the server offers). */
  user?: string;
  pass?: string;
  /** The sender, e.g. `Kemudi <no-reply@kemudi.co.id>` (EMAIL_FROM). */
  from: string;
  /** Connection, greeting and idle socket time-out, ms. */
  timeoutMs?: number;
  /** TLS settings beyond the defaults (tests: the stand-in's own certificate). */
  tls?: ConnectionOptions;
};

/** The domain of the sender's address (`Kemudi <no-reply@kemudi.co.id>` → `kemudi.co.id`): the right side of each Message-ID. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().toLowerCase() || 'kemudi.local';
}

type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/** A nodemailer failure as a DeliveryError: retryable unless the server said no for good (5xx). */
export function smtpDeliveryError(error: unknown): DeliveryError {
  const failure = (error instanceof Error ? error : new Error(String(error))) as SmtpFailure;
  const reply = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const said = (failure.response ?? failure.message).replace(/\s+/g, ' ').slice(0, 200);
  if (reply !== undefined) {
    const step = failure.command ? ` to ${failure.command}` : '';
    return new DeliveryError(`smtp server answered ${reply}${step}: ${said}`, reply < 500);
  }
  // No reply code: the connection failed (refused, reset, DNS, TLS handshake) or timed out.
  // EENVELOPE/EMESSAGE: nodemailer refused the message itself (no recipient, a bad address): final.
  const final = failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE';
  return new DeliveryError(`smtp ${failure.code ?? 'error'}: ${said}`, !final);
}

export function createSmtpGateway(options: SmtpGatewayOptions): MessageGateway & { close(): void } {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.security === 'tls',
    // STARTTLS is required, never merely attempted: a server (or someone in between) that does not
    // offer it gets no credentials and no message.
    requireTLS: options.security === 'starttls',
    ignoreTLS: options.security === 'none',
    ...(options.user && options.pass ? { auth: { user: options.user, pass: options.pass } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // One connection per message: a dispatcher round is a handful of messages, and a pool's idle
    // connections would outlive the provider's idle time-out between rounds.
    pool: false,
    ...(options.tls ? { tls: options.tls } : {}),
  });
  const domain = senderDomain(options.from);
  return {
    channel: 'email',
    async send(message) {
      const subject = message.subject ?? 'Kemudi';
      const template = storedTemplateOf(message.payload);
      const content = template ? emailContent(template) : plainContent(subject, message.body);
      let html: string;
      try {
        html = await renderEmailHtml(content);
      } catch (error) {
        // Our own template failed: trying again later renders the same failure.
        throw new DeliveryError(`email template ${template?.template ?? 'plain'} failed: ${(error as Error).message}`, false);
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject,
          text: message.body,
          html,
          messageId: `<${message.id}@${domain}>`,
          headers: { 'X-Kemudi-Outbox-Id': message.id },
        });
      } catch (error) {
        throw smtpDeliveryError(error);
      }
    },
    close: () => transport.close(),
  };
}
