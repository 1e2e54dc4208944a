/**
 * The second factor of every staff member (issue 24): TOTP (RFC 6238, otplib: six digits, 30-second
 * steps, SHA-1 — what every authenticator app speaks) and one-time recovery codes. The secret is
 * kept encrypted (AES-256-GCM) and is never answered after the enrolment screen; recovery codes are
 * kept as HMAC-SHA256 only.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '@kemudi/domain/staff-roles';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { ApiConfig } from '../../env';

/** The issuer an authenticator app lists the account under. */
const ISSUER = 'Kemudi Konsol';
/** ±1 step of 30 seconds: a code typed just before its step ends, or a phone clock a little off. */
const TOLERANCE_SECONDS = 30;

const keys = new WeakMap<object, Buffer>();
/** The key for secrets at rest: STAFF_SECRET_KEY, else derived from TOKEN_SECRET (HKDF). */
function keyOf(config: Pick<ApiConfig, 'STAFF_SECRET_KEY' | 'TOKEN_SECRET'>): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = config.STAFF_SECRET_KEY
      ? createHash('sha256').update(config.STAFF_SECRET_KEY).digest()
      : Buffer.from(hkdfSync('sha256', config.TOKEN_SECRET, 'kemudi-staff', 'staff secrets at rest', 32));
    keys.set(config, key);
  }
  return key;
}

type Keyed = Pick<ApiConfig, 'STAFF_SECRET_KEY' | 'TOKEN_SECRET'>;

/** `v1:iv:ciphertext:tag` (base64url). */
export function encryptSecret(config: Keyed, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
}

/**
 * The secret in clear, or null when it cannot be read (a changed key): the member then cannot pass
 * the second factor until an admin resets it. `plain:` marks the seeded demo staff's published secrets.
 */
export function decryptSecret(config: Keyed, stored: string): string | null {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  const [version, iv, data, tag] = stored.split(':');
  if (version !== 'v1' || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** A new secret (160 bits), its otpauth:// URI and a QR code of it as SVG (the `qrcode` package). */
export async function newEnrolment(email: string): Promise<Enrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}

/** A six-digit code (spaces allowed: apps show `123 456`). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/**
 * The time step of a right code, or null. A code of the step last accepted, or of an earlier one,
 * is refused: the same code never works twice (`afterTimeStep`).
 */
export async function checkTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.replace(/\s+/g, ''),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The functional verify answers TOTP's or HOTP's result; a TOTP one names its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Unambiguous letters and digits (no 0/O, 1/I/L): 31 symbols, nearly 5 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** STAFF_RECOVERY_CODE_COUNT codes of 10 symbols (about 49 bits), shown as `ABCDE-FGHJK`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/** What is stored of a recovery code: its HMAC under the secrets key, of its normalised form (case, dashes and spaces ignored). */
export function recoveryCodeHash(config: Keyed, code: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]+/g, '');
  return createHmac('sha256', keyOf(config)).update(`recovery:${normalised}`).digest('hex');
}
