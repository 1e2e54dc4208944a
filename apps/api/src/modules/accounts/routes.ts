import { OTP_MAX_PER_IP_PER_HOUR, OTP_MAX_PER_PHONE_PER_HOUR, toAccountPhone, type OtpChannel } from '@kemudi/domain/account';
import { ACCOUNT_ERROR_MESSAGES, accountCalls } from '@kemudi/domain/contracts/account';
import { authCalls } from '@kemudi/domain/contracts/auth';
import type { Call } from '@kemudi/domain/contracts/call';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { limitsOf } from '../../lib/limits';
import { route, type RouteDoc } from '../../lib/route';
import type { RouteLimit } from '../../plugins/rate-limit';
import { forwardToDac, loginWithGoogle } from './outside';
import {
  checkAccount,
  changePassword,
  changePhone,
  checkPhoneVerified,
  currentCustomer,
  emailActivation,
  forgotPassword,
  login,
  logout,
  register,
  requestCode,
  requestPhoneChangeCode,
  resetPassword,
  validateResetToken,
  verifyCode,
} from './service';
import { rotateRefreshToken, type ClientInfo } from './sessions';

const tags = ['customer accounts'];
const MINUTE = 60;
const HOUR = 3600;

const perIp = (max: number, windowSeconds: number, group?: string): RouteLimit => ({ per: 'ip', max, windowSeconds, ...(group ? { group } : {}) });
const perBody = (field: string, max: number, windowSeconds: number, group?: string): RouteLimit => ({
  per: { body: field },
  max,
  windowSeconds,
  ...(group ? { group } : {}),
});

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip || null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

/** The OTP routes' own flood shield (the exact cooldown and caps are checked from the database, otp.ts). */
const OTP_SEND_LIMITS: RouteLimit[] = [
  { ...perIp(OTP_MAX_PER_IP_PER_HOUR * 2, HOUR, 'otp-send'), message: ACCOUNT_ERROR_MESSAGES.TooManyOtpRequests },
  { ...perBody('phoneNumber', OTP_MAX_PER_PHONE_PER_HOUR * 2, HOUR, 'otp-send'), message: ACCOUNT_ERROR_MESSAGES.TooManyOtpRequests },
];
const OTP_CHECK_LIMITS: RouteLimit[] = [perIp(30, 10 * MINUTE, 'otp-check'), perBody('phoneNumber', 15, 10 * MINUTE, 'otp-check')];

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Customer accounts (§7 "Customer and authentication"): the calls of contracts/account.ts, the
 * §4 login state (customers/current) and the refresh of a customer's tokens. None is cached.
 */
export async function accountRoutes(app: FastifyInstance) {
  const rateLimited = (limits: RouteLimit[]): Pick<RouteDoc, 'limits'> => (app.config.RATE_LIMITS === 'off' ? {} : { limits });

  route(
    app,
    accountCalls.checkPhoneVerified,
    {
      tags,
      summary: 'Is this phone verified on another account? (§7 check-phonenumber-verified-on-other-account)',
      description: "With a customer token, the caller's own account does not count as another.",
      access: 'any',
      ...rateLimited([perIp(30, MINUTE)]),
    },
    async (request) => checkPhoneVerified(app, request.body.phoneNumber, request.caller),
  );

  route(
    app,
    accountCalls.register,
    {
      tags,
      summary: 'Register a customer (§7 customers/register): answers the §4 temporary token pair',
      description:
        'The phone is verified next with a code (generate-otp, purpose register, with the temporary token). ' +
        '409 PhoneAlreadyVerified when the phone is verified on another account, 409 EmailAlreadyUsed when the email is taken.',
      errors: [409],
      ...rateLimited([perIp(10, HOUR), perBody('email', 5, HOUR)]),
    },
    async (request) => register(app, request.body, client(request)),
  );

  route(
    app,
    accountCalls.checkAccount,
    {
      tags,
      summary: 'Is this phone registered, and with a password? (§7 customers/checking-account)',
      ...rateLimited([perIp(30, MINUTE)]),
    },
    async (request) => checkAccount(app, request.body.phoneNumber),
  );

  const otpDescription =
    "purpose login (system token): the phone must be registered (404 PhoneNotRegistered). purpose register: the caller's own phone, " +
    'with the temporary customer token. 429 TooManyRequests with retryAfter (and Retry-After) during the 60 s resend cooldown and ' +
    'beyond 5 codes per phone or 20 per address in an hour.';
  for (const [call, channel] of [
    [accountCalls.generateOtpSms, 'sms'],
    [accountCalls.generateOtpWhatsApp, 'whatsapp'],
  ] as const) {
    route(
      app,
      call,
      {
        tags,
        summary: `Send a one-time code by ${channel === 'sms' ? 'SMS' : 'WhatsApp'} (§7 ${call.path.slice('/api/customer/v1/'.length)})`,
        description: otpDescription,
        access: 'any',
        errors: [409, 429],
        ...rateLimited(OTP_SEND_LIMITS),
      },
      async (request) =>
        requestCode(app, { ...request.body, channel: channel satisfies OtpChannel }, request.caller, request.ip || null),
    );
  }

  for (const call of [accountCalls.validateOtpSms, accountCalls.validateOtpWhatsApp]) {
    route(
      app,
      call,
      {
        tags,
        summary: `Check a one-time code (§7 ${call.path.slice('/api/customer/v1/'.length)}): a full token pair`,
        description:
          'purpose login: a session for the phone’s account. purpose register (temporary token): the phone is marked verified by ' +
          'the channel the code went through, the temporary session ends and a full pair is answered. 400 InvalidOtp (attempts ' +
          'left in the message), 400 OtpExpired, 429 TooManyAttempts after 5 wrong answers.',
        access: 'any',
        errors: [409, 429],
        ...rateLimited(OTP_CHECK_LIMITS),
      },
      async (request) => verifyCode(app, request.body, request.caller, client(request)),
    );
  }

  route(
    app,
    accountCalls.login,
    {
      tags,
      summary: 'Log in with email or phone and password (§7 names no path: customers/login)',
      description: '401 InvalidCredentials. An account whose phone is not verified gets the §4 temporary pair (temporary: true).',
      // One account however its phone is written: +62 812…, 62812… and 0812… share a counter.
      ...rateLimited([perIp(20, 15 * MINUTE), { ...perBody('username', 10, 15 * MINUTE), normalize: (v) => toAccountPhone(v) ?? v }]),
    },
    async (request) => login(app, request.body, client(request)),
  );

  route(
    app,
    accountCalls.logout,
    {
      tags,
      summary: "End the caller's session (customer or temporary token; §7 names no path: customers/logout)",
      access: 'registration',
      ...limitsOf(app.config, 'session'),
    },
    async (request) => logout(app, request.caller),
  );

  route(
    app,
    customerCalls.current,
    {
      tags,
      summary: 'The logged-in customer (§7 customers/current, §4 login state)',
      description: "Customer token (the temporary one too, then temporary: true). The system token: 401 InvalidTokenError 'User is not authenticated'.",
      access: 'registration',
    },
    async (request) => currentCustomer(app, request.caller),
  );

  route(
    app,
    authCalls.refreshToken,
    {
      tags,
      summary: "Refresh a customer's tokens (§7 saphybris/refresh-token)",
      description:
        'The refresh token is rotated: the answer carries a new pair and the old refresh token stops working. Presenting a used ' +
        'one again closes the session (reuse). 401 InvalidRefreshToken (redirect true) for an unknown, used, expired or closed one; ' +
        '403 InvalidSystemToken for wrong client credentials.',
      access: 'any',
      errors: [403],
      ...limitsOf(app.config, 'session'),
    },
    async (request) => {
      const { clientId, clientSecret, refresh_token } = request.body;
      if (clientId !== app.config.OAUTH_CLIENT_ID || !sameSecret(clientSecret, app.config.OAUTH_CLIENT_SECRET)) {
        throw new AppError(403, 'InvalidSystemToken', 'invalid system token');
      }
      return rotateRefreshToken(app, refresh_token);
    },
  );

  route(
    app,
    accountCalls.forgotPassword,
    {
      tags,
      summary: 'Email a password-reset link (§7 customer/forgot-password?userId=)',
      description: 'userId is the account email. Always answers sent: true (no account enumeration); the link is valid 60 minutes.',
      ...rateLimited([perIp(10, HOUR), { per: { query: 'userId' }, max: 3, windowSeconds: HOUR }]),
    },
    async (request) => forgotPassword(app, request.query.userId),
  );

  route(
    app,
    accountCalls.validateForgotPassword,
    { tags, summary: 'Is a password-reset link valid? (§7 customer/validate-forgot-password?token=)', ...rateLimited([perIp(30, MINUTE)]) },
    async (request) => validateResetToken(app, request.query.token),
  );

  route(
    app,
    accountCalls.resetPassword,
    {
      tags,
      summary: 'Set a new password from a reset link (§7 customers/reset-password)',
      description: 'The link works once; every session of the account ends. 400 InvalidResetToken.',
      ...rateLimited([perIp(10, 15 * MINUTE)]),
    },
    async (request) => resetPassword(app, request.body),
  );

  // Issue 29: My Account › Keamanan Akun.
  route(
    app,
    accountCalls.changePassword,
    {
      tags,
      summary: 'Change the password with the current one (My Account)',
      description:
        'Full customer token. 400 WrongCurrentPassword, 400 NoPasswordYet (an account without a password: use the reset link), ' +
        '400 ValidationError when the new password breaks the §5-style rules or equals the current one. The caller’s session stays; every other session ends.',
      access: 'customer',
      errors: [400],
      ...rateLimited([perIp(20, 15 * MINUTE), { per: 'customer', max: 10, windowSeconds: 15 * MINUTE, group: 'change-password' }]),
    },
    async (request) => changePassword(app, request.body, request.caller),
  );

  route(
    app,
    accountCalls.changePhoneCode,
    {
      tags,
      summary: 'Send a code to the new phone number (§7 change-phone, My Account)',
      description:
        'Full customer token. The number must differ from the account’s (400) and not be verified on another account (409 PhoneAlreadyVerified). ' +
        'The login code’s limits: 429 TooManyRequests with retryAfter during the 60 s resend cooldown and beyond 5 codes per phone or 20 per address in an hour.',
      access: 'customer',
      errors: [400, 409, 429],
      ...rateLimited(OTP_SEND_LIMITS),
    },
    async (request) => requestPhoneChangeCode(app, request.body, request.caller, request.ip || null),
  );

  route(
    app,
    accountCalls.changePhone,
    {
      tags,
      summary: 'Move the account to the new phone number with its code (§7 customers/change-phone)',
      description:
        'Full customer token. The new number is verified by the channel the code went through. 400 InvalidOtp (attempts left), 400 OtpExpired, ' +
        '429 TooManyAttempts after 5 wrong answers, 409 PhoneAlreadyVerified. Answers the customer as the current-customer call does.',
      access: 'customer',
      errors: [400, 409, 429],
      ...rateLimited(OTP_CHECK_LIMITS),
    },
    async (request) => changePhone(app, request.body, request.caller),
  );

  route(
    app,
    accountCalls.emailActivation,
    {
      tags,
      summary: 'Email activation (§7 customer/email-activation?email=)',
      description:
        "?email= (the customer's own address, full customer token): emails a link to /aktivasi-email valid 24 hours, answers sent: true. " +
        '?token= (from that link, any caller): confirms the address, answers activated: true. 400 InvalidActivationToken.',
      access: 'any',
      errors: [403],
      ...rateLimited([perIp(10, HOUR)]),
    },
    async (request) => emailActivation(app, request.query, request.caller),
  );

  route(
    app,
    accountCalls.loginSocialMedia,
    {
      tags,
      summary: 'Log in with Google (§7 customer/login-social-media)',
      description: "503 SocialLoginUnavailable unless GOOGLE_CLIENT_ID is set. A token that does not name an account: 401 'User is not authenticated'.",
      errors: [503],
      ...rateLimited([perIp(20, 15 * MINUTE)]),
    },
    async (request) => loginWithGoogle(app, request.body.idToken, client(request)),
  );

  // §7 digital account opening (§6 third caller kind): forwarded when DAC_BASE_URL is set.
  const dacPrefix = '/api/saphybris-proxy/v1/saphybris/digital-account-opening/';
  const dacDoc = (call: Call, what: string): RouteDoc => ({
    tags,
    summary: `Digital account opening: ${what} (§7 ${call.path.slice(dacPrefix.length)})`,
    description: '503 DigitalAccountUnavailable unless DAC_BASE_URL is set; 502 when the service cannot be reached.',
    errors: [502, 503],
    ...rateLimited([perIp(20, MINUTE, 'dac')]),
  });
  const relay = async <C extends Call>(call: C, request: FastifyRequest, method: 'GET' | 'POST') => {
    const answer = await forwardToDac(app, {
      method,
      path: request.url.split('?', 1)[0]!.slice(dacPrefix.length),
      query: method === 'GET' ? (request.query as Record<string, string>) : {},
      body: request.body,
    });
    const parsed = call.data.safeParse(answer);
    if (!parsed.success) throw new AppError(502, 'DigitalAccountError', 'Layanan pembukaan rekening digital memberi jawaban yang tidak dikenal.');
    return parsed.data as never;
  };
  route(app, accountCalls.dacCheckAccount, dacDoc(accountCalls.dacCheckAccount, 'is there an account?'), (request) =>
    relay(accountCalls.dacCheckAccount, request, 'GET'),
  );
  route(app, accountCalls.dacToken, dacDoc(accountCalls.dacToken, 'customer token'), (request) => relay(accountCalls.dacToken, request, 'POST'));
  route(app, accountCalls.dacRegister, dacDoc(accountCalls.dacRegister, 'register'), (request) => relay(accountCalls.dacRegister, request, 'POST'));
  route(app, accountCalls.dacChangePhone, dacDoc(accountCalls.dacChangePhone, 'change phone'), (request) =>
    relay(accountCalls.dacChangePhone, request, 'POST'),
  );
}
