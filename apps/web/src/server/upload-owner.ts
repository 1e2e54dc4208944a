import 'server-only';

import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { secureCookies } from '@/lib/cookie-security';

/*
 * Issue 13: a guest's uploads (body & paint photos, Cubain identity documents) belong to a random
 * per-browser owner key, so a photo id read off one visitor's form cannot be attached to someone
 * else's booking. The key lives only in this HttpOnly cookie (SameSite=Lax, Secure on an https site:
 * the same options as the session's, src/server/session.ts) and reaches the API as the header
 * `x-upload-owner`, on the upload and on the booking that uses the files. This is the one module
 * that sets the cookie.
 */

export const UPLOAD_OWNER_COOKIE = 'kemudi_upload_owner';
/** The header the API reads the guest's owner key from (apps/api/src/modules/bookings). */
export const UPLOAD_OWNER_HEADER = 'x-upload-owner';
/** A day: a form is filled in minutes; an upload not booked by then is an orphan the API sweeps away. */
const OWNER_COOKIE_MAX_AGE_S = 24 * 60 * 60;
/** 24 random bytes, base64url: 32 characters. Anything else in the cookie is not ours and is replaced. */
const OWNER_KEY = /^[A-Za-z0-9_-]{32}$/;

function cookieOptions() {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(), path: '/', maxAge: OWNER_COOKIE_MAX_AGE_S } as const;
}

/** This browser's owner key, or undefined when it holds none (a booking without uploads needs none). */
export async function readUploadOwner(): Promise<string | undefined> {
  const value = (await cookies()).get(UPLOAD_OWNER_COOKIE)?.value;
  return value && OWNER_KEY.test(value) ? value : undefined;
}

/**
 * This browser's owner key, made (and stored) on its first upload. Route handlers only: a page
 * render cannot set cookies. Each upload stores it again, so the day counts from the last upload.
 */
export async function ensureUploadOwner(): Promise<string> {
  const key = (await readUploadOwner()) ?? randomBytes(24).toString('base64url');
  (await cookies()).set(UPLOAD_OWNER_COOKIE, key, cookieOptions());
  return key;
}

/** The header to send with a guest's call that names uploaded files (the booking itself); empty without a key. */
export async function uploadOwnerHeaders(): Promise<Record<string, string>> {
  const key = await readUploadOwner();
  return key ? { [UPLOAD_OWNER_HEADER]: key } : {};
}
