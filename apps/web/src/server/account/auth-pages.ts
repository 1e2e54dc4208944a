import 'server-only';

import { decodeRedirect, encodeRedirect } from '@kemudi/domain/account';
import { accountCalls } from '@kemudi/domain/contracts/account';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { editorialCalls } from '@kemudi/domain/contracts/editorial';
import { createApi, getApi } from '../api';
import { ApiError } from '../api-client';
import { loadVisitorUser } from '../layout';
import { readTempSession } from '../session';

/*
 * What the login and registration pages (/login, /login-password, /login-email, /register,
 * /verifikasi-otp, /login/pw/request, /login/pw/change, /aktivasi-email) load: whether the visitor
 * is logged in (§2/§4/§6: then they go home), where to go after logging in (§2 redirect parameter),
 * the temporary login's phone, the terms, and whether a reset link is still good.
 */

/** §4 login state from the user-auth call (once per request): a customer it answers for is logged in. */
export async function isLoggedIn(): Promise<boolean> {
  return (await loadVisitorUser()) !== null;
}

export interface AfterLogin {
  /** Where to go once logged in: the decoded same-site path, else the home page. */
  target: string;
  /** `?redirect=…` to carry to the other auth pages ('' when there is none to carry). */
  query: string;
}

/**
 * §2 "The login page takes a redirect query parameter holding the base64-encoded current path":
 * only a path of this site comes out (decodeRedirect); anything else — `//evil.example`, a scheme,
 * bad base64 — is ignored and the customer goes home.
 */
export function afterLoginOf(param: string | string[] | undefined): AfterLogin {
  const target = decodeRedirect(typeof param === 'string' ? param : undefined);
  if (target === null) return { target: '/', query: '' };
  return { target, query: `?redirect=${encodeURIComponent(encodeRedirect(target))}` };
}

/**
 * The §4 temporary login's customer (its phone is what /verifikasi-otp verifies), read with the
 * temp token (the middleware renewed it before this render); null without one, or when the API
 * does not accept it any more.
 */
export async function loadTempCustomer(): Promise<{ name: string; phoneNumber: string } | null> {
  const { accessToken } = await readTempSession();
  if (!accessToken) return null;
  const customer = await createApi({ caller: 'customer', token: accessToken }).soft(customerCalls.current, { query: { deviceType: 'web' } });
  return customer ? { name: customer.name, phoneNumber: customer.phoneNumber } : null;
}

/** The general terms (§7 page/static-page) for the registration dialog; null when they cannot be had (the dialog links the page). */
export async function loadRegistrationTerms(): Promise<{ title: string; sections: { heading: string; paragraphs: string[] }[] } | null> {
  const page = await (await getApi()).soft(editorialCalls.staticPage, { query: { pageId: 'syarat-ketentuan-umum' } });
  return page ? { title: page.title, sections: page.sections } : null;
}

export type ResetLink = { valid: true; email: string } | { valid: false; message: string };

const INVALID_RESET_LINK = 'Tautan ubah kata sandi tidak valid atau sudah kedaluwarsa.';

/**
 * §7 validate-forgot-password: whether the emailed link's token is still good, before the form is
 * shown. A token the API refuses (400 InvalidResetToken, or a malformed one) is an invalid link;
 * an outage throws (the page's error boundary).
 */
export async function loadResetLink(token: string | undefined): Promise<ResetLink> {
  if (!token) return { valid: false, message: INVALID_RESET_LINK };
  try {
    const answer = await (await getApi()).call(accountCalls.validateForgotPassword, { query: { token } });
    return { valid: true, email: answer.email };
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return { valid: false, message: err.type === 'InvalidResetToken' ? err.message : INVALID_RESET_LINK };
    throw err;
  }
}
