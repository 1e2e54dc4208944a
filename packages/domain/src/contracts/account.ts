/**
 * Customer accounts (issue 10; §7 "Customer and authentication", §4 login state, token handling
 * and temporary login, §8): registration, one-time codes by WhatsApp or SMS, password login,
 * logout, forgotten password, email activation, and the social and digital-account-opening
 * callers that stay off until configured. Paths that §7 does not spell out in full are chosen
 * here and documented on each operation of the API.
 *
 * Who may call (the API's RouteDoc `access`): the system token (a guest) unless noted; "temp"
 * means the §4 temporary customer token (after registration, before the phone is verified) or a
 * full one.
 */
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  NAME_MAX,
  OTP_CHANNELS,
  OTP_PURPOSES,
  PASSWORD_MAX,
  cleanName,
  emailError,
  nameError,
  otpError,
  passwordError,
  phoneError,
  toAccountPhone,
} from '../account';
import { defineCall } from './call';
import { CustomerTokens } from './auth';
import { CurrentCustomer } from './customer';

/** Error types the account calls answer (besides §8 InvalidTokenError / InvalidRefreshToken and ValidationError). */
export const ACCOUNT_ERROR_TYPES = {
  /** 409: register with a phone verified on another account. */
  PhoneAlreadyVerified: 'PhoneAlreadyVerified',
  /** 409: register with an email another account uses. */
  EmailAlreadyUsed: 'EmailAlreadyUsed',
  /** 404: a code for login asked for a phone no account has. */
  PhoneNotRegistered: 'PhoneNotRegistered',
  /** 429: a limit on sending codes (or any rate limit); the body carries `retryAfter` seconds. */
  TooManyRequests: 'TooManyRequests',
  /** 429: the code took five wrong answers. */
  TooManyAttempts: 'TooManyAttempts',
  /** 400: wrong code; the message says how many attempts remain. */
  InvalidOtp: 'InvalidOtp',
  /** 400: the code expired, was used, or was replaced by a newer one. */
  OtpExpired: 'OtpExpired',
  /** 401: wrong username or password. */
  InvalidCredentials: 'InvalidCredentials',
  /** 400: a password-reset or activation link that is unknown, used or expired. */
  InvalidResetToken: 'InvalidResetToken',
  InvalidActivationToken: 'InvalidActivationToken',
  /** 503: Google login is not configured. */
  SocialLoginUnavailable: 'SocialLoginUnavailable',
  /** 503: the digital-account-opening service is not configured. */
  DigitalAccountUnavailable: 'DigitalAccountUnavailable',
} as const;

/** The messages of those errors (Indonesian; `{n}` filled in by the API). */
export const ACCOUNT_ERROR_MESSAGES = {
  PhoneAlreadyVerified: 'Nomor HP ini sudah terverifikasi di akun lain. Silakan masuk dengan nomor tersebut atau gunakan nomor lain.',
  EmailAlreadyUsed: 'Email ini sudah terdaftar. Silakan masuk atau gunakan email lain.',
  PhoneNotRegistered: 'Nomor belum terdaftar. Silakan daftar terlebih dahulu.',
  TooManyOtpRequests: 'Terlalu banyak permintaan kode. Coba lagi dalam {n} detik.',
  TooManyRequests: 'Terlalu banyak permintaan. Coba lagi dalam {n} detik.',
  TooManyAttempts: 'Terlalu banyak percobaan. Silakan kirim ulang kode.',
  InvalidOtp: 'Kode OTP salah. Sisa percobaan: {n}.',
  OtpExpired: 'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.',
  InvalidCredentials: 'Email/nomor HP atau kata sandi salah',
  InvalidResetToken: 'Tautan ubah kata sandi tidak valid atau sudah kedaluwarsa.',
  InvalidActivationToken: 'Tautan aktivasi email tidak valid atau sudah kedaluwarsa.',
  SocialLoginUnavailable: 'Login dengan Google belum tersedia.',
  DigitalAccountUnavailable: 'Pembukaan rekening digital belum tersedia.',
  /** Issue 29: My Account › Keamanan Akun. */
  WrongCurrentPassword: 'Kata sandi saat ini salah.',
  NoPasswordYet: 'Akun Anda belum memiliki kata sandi. Buat kata sandi lewat Lupa Kata Sandi.',
} as const;

// ---------------------------------------------------------------------------------------------
// Fields (the validators of ../account.ts, with their messages)
// ---------------------------------------------------------------------------------------------

const check = (rule: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = rule(value);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
};

/** §5 phone, answered normalised as `08…`. */
export const PhoneNumberField = z
  .string()
  .max(30, ACCOUNT_MESSAGES.PHONE_INVALID)
  .superRefine(check(phoneError))
  .transform((v) => toAccountPhone(v) ?? v)
  .describe('Indonesian mobile number (§5): 08…, 8…, 62… or +62…; separators allowed');
export const EmailField = z
  .string()
  .max(254, ACCOUNT_MESSAGES.EMAIL_INVALID)
  .superRefine(check(emailError))
  .transform((v) => v.trim().toLowerCase());
export const NameField = z
  .string()
  .max(NAME_MAX * 2, ACCOUNT_MESSAGES.NAME_TOO_LONG)
  .superRefine(check(nameError))
  .transform(cleanName);
export const PasswordField = z.string().max(PASSWORD_MAX * 4, ACCOUNT_MESSAGES.PASSWORD_LENGTH).superRefine(check(passwordError));
export const OtpField = z.string().max(20, ACCOUNT_MESSAGES.OTP_INVALID).superRefine(check(otpError)).transform((v) => v.trim());
export const OtpChannelField = z.enum(OTP_CHANNELS);
export const OtpPurposeField = z
  .enum(OTP_PURPOSES)
  // Booking codes (issue 13) are sent and used only by POST /api/booking/v1/otp and the booking itself: never a login.
  .exclude(['booking', 'change-phone'])
  .default('login')
  .describe("login: a registered phone (system token); register: the caller's own phone (temp token). Booking codes come from /api/booking/v1/otp, codes to a new phone from customers/change-phone/otp");
/** A single-use link token (password reset, email activation): base64url. */
const LinkToken = z.string().trim().min(16).max(200).regex(/^[A-Za-z0-9_-]+$/, 'formatnya tidak valid');

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** §3 token payloads for a customer: always a pair; `temporary` for the §4 temporary login. */
export const AccountTokens = CustomerTokens.extend({
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  /** §4: true while the phone is not verified (the web keeps the pair in the temp cookies). */
  temporary: z.boolean(),
});
export type AccountTokens = z.infer<typeof AccountTokens>;

export const OtpLoginData = AccountTokens.extend({ customer: CurrentCustomer });
export type OtpLoginData = z.infer<typeof OtpLoginData>;

export const OtpSentData = z.object({
  channel: OtpChannelField,
  phoneNumber: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int().nonnegative(),
});
export type OtpSentData = z.infer<typeof OtpSentData>;

const PhoneBody = z.object({ phoneNumber: PhoneNumberField });
const OtpRequestBody = z.object({ phoneNumber: PhoneNumberField, purpose: OtpPurposeField });
const OtpValidateBody = z.object({ phoneNumber: PhoneNumberField, otp: OtpField, purpose: OtpPurposeField });

const DacParams = z.object({ id: z.string().trim().min(1).max(100) });
const DacQuery = z.object({
  verification: z.string().max(200).optional(),
  transactionType: z.string().max(100).optional(),
});
const DacBody = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  phoneNumber: PhoneNumberField.optional(),
  token: z.string().max(2000).optional(),
});

const generateOtpDoc = (channel: 'sms' | 'whatsapp') =>
  ({
    method: 'POST',
    body: OtpRequestBody,
    data: OtpSentData,
    path: channel === 'sms' ? '/api/customer/v1/generate-otp' : '/api/customer/v1/whatsapp/generate-otp',
  }) as const;

export const accountCalls = {
  /** §7 POST check-phonenumber-verified-on-other-account (register page, before sending). */
  checkPhoneVerified: defineCall({
    method: 'POST',
    path: '/api/customer/v1/check-phonenumber-verified-on-other-account',
    body: PhoneBody,
    data: z.object({ phoneNumber: z.string(), verifiedOnOtherAccount: z.boolean() }),
  }),
  /** §7 POST customer/v1/saphybris/customers/register: a new, unverified customer and a temporary session (§4). */
  register: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/register',
    body: z.object({ name: NameField, phoneNumber: PhoneNumberField, email: EmailField, password: PasswordField }),
    data: AccountTokens,
  }),
  /** §7 POST customer/v1/saphybris/customers/checking-account: is this phone registered (login page)? */
  checkAccount: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/checking-account',
    body: PhoneBody,
    data: z.object({ registered: z.boolean(), hasPassword: z.boolean() }),
  }),
  /** §7 POST generate-otp: a code by SMS. */
  generateOtpSms: defineCall(generateOtpDoc('sms')),
  /** §7 POST whatsapp/generate-otp: a code by WhatsApp. */
  generateOtpWhatsApp: defineCall(generateOtpDoc('whatsapp')),
  /** §7 POST validate-otp: login, or (temp token) the phone verified and the session promoted. */
  validateOtpSms: defineCall({ method: 'POST', path: '/api/customer/v1/validate-otp', body: OtpValidateBody, data: OtpLoginData }),
  validateOtpWhatsApp: defineCall({ method: 'POST', path: '/api/customer/v1/whatsapp/validate-otp', body: OtpValidateBody, data: OtpLoginData }),
  /**
   * Issue 29: My Account › Keamanan Akun — a new password, given the current one. The caller's
   * session stays; every other session of the account ends.
   */
  changePassword: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/change-password',
    body: z.object({
      currentPassword: z.string().min(1, ACCOUNT_MESSAGES.CURRENT_PASSWORD_EMPTY).max(PASSWORD_MAX * 4),
      newPassword: PasswordField,
    }),
    data: z.object({ changed: z.literal(true) }),
  }),
  /** Issue 29 (§7 change-phone, §4/§5 verification): a code to the new number, by WhatsApp or SMS, with the login code's limits. */
  changePhoneCode: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/change-phone/otp',
    body: z.object({ phoneNumber: PhoneNumberField, channel: OtpChannelField.default('whatsapp') }),
    data: OtpSentData,
  }),
  /** §7 customers/change-phone: the account moves to the new number, verified by the channel the code went through. */
  changePhone: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/change-phone',
    body: z.object({ phoneNumber: PhoneNumberField, otp: OtpField }),
    data: CurrentCustomer,
  }),
  /** Email or phone and password (§7 names no path: customers/login beside customers/register). */
  login: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/login',
    body: z.object({
      username: z.string().trim().min(1, ACCOUNT_MESSAGES.USERNAME_EMPTY).max(254),
      password: z.string().min(1, ACCOUNT_MESSAGES.PASSWORD_EMPTY).max(PASSWORD_MAX * 4),
    }),
    data: AccountTokens,
  }),
  /** Ends the caller's session (customer or temp token); §7 names no path. */
  logout: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/logout',
    body: z.object({ refresh_token: z.string().max(2000).optional() }),
    data: z.object({ loggedOut: z.literal(true) }),
  }),
  /** §7 GET customer/forgot-password?userId= (the email): always `sent: true` (no account enumeration). */
  forgotPassword: defineCall({
    method: 'GET',
    path: '/api/customer/v1/forgot-password',
    query: z.object({ userId: EmailField.describe('The account email') }),
    data: z.object({ sent: z.literal(true) }),
  }),
  /** §7 GET customer/validate-forgot-password?token= */
  validateForgotPassword: defineCall({
    method: 'GET',
    path: '/api/customer/v1/validate-forgot-password',
    query: z.object({ token: LinkToken }),
    data: z.object({ valid: z.literal(true), email: z.string().describe('Masked, e.g. bu***@contoh.com') }),
  }),
  /** §7 POST customers/reset-password: sets the password and ends every session of the customer. */
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/customers/reset-password',
    body: z.object({ token: LinkToken, password: PasswordField }),
    data: z.object({ reset: z.literal(true) }),
  }),
  /**
   * §7 GET customer/email-activation?email=: with `email` (customer token) sends the activation
   * link; with `token` (from that link, any token) confirms the address.
   */
  emailActivation: defineCall({
    method: 'GET',
    path: '/api/customer/v1/email-activation',
    query: z.object({ email: EmailField.optional(), token: LinkToken.optional() }),
    data: z.union([z.object({ sent: z.literal(true) }), z.object({ activated: z.literal(true), email: z.string() })]),
  }),
  /** §7 POST customer/login-social-media (Google): 503 until GOOGLE_CLIENT_ID is configured. */
  loginSocialMedia: defineCall({
    method: 'POST',
    path: '/api/customer/v1/login-social-media',
    body: z.object({ provider: z.literal('google'), idToken: z.string().min(1).max(4096) }),
    data: AccountTokens,
  }),
  /** §7 digital account opening (§6 third caller kind): 503 until DAC_BASE_URL is configured. */
  dacCheckAccount: defineCall({
    method: 'GET',
    path: '/api/saphybris-proxy/v1/saphybris/digital-account-opening/check-account-dac/:id',
    params: DacParams,
    query: DacQuery,
    data: z.object({ id: z.string(), registered: z.boolean() }),
  }),
  dacToken: defineCall({
    method: 'POST',
    path: '/api/saphybris-proxy/v1/saphybris/digital-account-opening/token-customer-dac',
    body: DacBody,
    data: CustomerTokens,
  }),
  dacRegister: defineCall({
    method: 'POST',
    path: '/api/saphybris-proxy/v1/saphybris/digital-account-opening/register-dac',
    body: DacBody,
    data: CustomerTokens,
  }),
  dacChangePhone: defineCall({
    method: 'POST',
    path: '/api/saphybris-proxy/v1/saphybris/digital-account-opening/change-phone-dac',
    body: DacBody,
    data: z.object({ changed: z.literal(true) }),
  }),
} as const;

/** One message of the development outbox. */
export const OutboxEntry = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'whatsapp', 'email']),
  text: z.string(),
  createdAt: z.string().describe('ISO date-time'),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/**
 * Development only: the messages the outbox holds for a phone or an email, newest first. Served
 * only in outbox mode (no gateway configured) and never in production.
 */
export const devCalls = {
  outbox: defineCall({
    method: 'GET',
    path: '/api/dev/outbox',
    query: z.object({ to: z.string().trim().min(1).max(254).describe('Phone (any §5 form) or email') }),
    data: z.array(OutboxEntry),
  }),
} as const;
