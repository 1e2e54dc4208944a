import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiErrorBody,
  ApiSuccess,
  CreditSimulationRequest,
  ERROR_STATUS,
  ERROR_TYPES,
  ErrorTypeSchema,
  SubscribeData,
  SubscribeEmail,
  TokenResponse,
  apiError,
  firstErrorType,
} from './contracts';
import { calculateCredit } from './credit';
import { MESSAGES } from './validation';

describe('ERROR_TYPES', () => {
  it('keeps the §8 names exactly', () => {
    expect(ERROR_TYPES.InvalidTokenError).toBe('InvalidTokenError');
    expect(ERROR_TYPES.InvalidSystemToken).toBe('InvalidSystemToken');
    expect(ERROR_TYPES.InvalidRefreshToken).toBe('InvalidRefreshToken');
  });

  it('maps each type to its value (no typo between key and wire name)', () => {
    for (const [key, value] of Object.entries(ERROR_TYPES)) expect(value).toBe(key);
  });

  it('answers with the §8 statuses', () => {
    expect(ERROR_STATUS.InvalidSystemToken).toBe(403);
    expect(ERROR_STATUS.InvalidRefreshToken).toBe(401);
    expect(ERROR_STATUS.MethodNotAllowed).toBe(405);
    expect(ERROR_STATUS.InternalServerError).toBe(500);
    expect(ERROR_STATUS.ValidationError).toBe(400);
    expect(ERROR_STATUS.NotFoundError).toBe(404);
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(Object.keys(ERROR_TYPES).sort());
  });

  it('ErrorTypeSchema accepts exactly the listed names', () => {
    expect(ErrorTypeSchema.parse('NotFoundError')).toBe('NotFoundError');
    expect(ErrorTypeSchema.safeParse('invalidtokenerror').success).toBe(false);
  });
});

describe('ApiSuccess', () => {
  const Envelope = ApiSuccess(SubscribeData);

  it('parses { status, data } with the payload schema', () => {
    expect(Envelope.parse({ status: 200, data: { emailSaved: false } })).toEqual({
      status: 200,
      data: { emailSaved: false },
    });
  });

  it('refuses a payload that does not match, a missing or odd status', () => {
    expect(Envelope.safeParse({ status: 200, data: { emailSaved: 'no' } }).success).toBe(false);
    expect(Envelope.safeParse({ data: { emailSaved: true } }).success).toBe(false);
    expect(Envelope.safeParse({ status: 200.5, data: { emailSaved: true } }).success).toBe(false);
    expect(Envelope.safeParse({ status: 42, data: { emailSaved: true } }).success).toBe(false);
  });

  it('works with any payload schema and strips unknown fields', () => {
    const Config = ApiSuccess(z.object({ value: z.string() }));
    expect(Config.parse({ status: 200, data: { value: '05/08/2026', extra: 1 }, other: true })).toEqual({
      status: 200,
      data: { value: '05/08/2026' },
    });
  });
});

describe('ApiErrorBody', () => {
  it('parses the §7 error envelope, with the optional redirect flag', () => {
    const body = {
      errors: [{ type: 'InvalidRefreshToken', message: MESSAGES.INVALID_REFRESH_TOKEN }],
      redirect: true,
    };
    expect(ApiErrorBody.parse(body)).toEqual(body);
  });

  it('refuses a body without errors or with an error lacking type or message', () => {
    expect(ApiErrorBody.safeParse({ errors: [] }).success).toBe(false);
    expect(ApiErrorBody.safeParse({ message: 'x' }).success).toBe(false);
    expect(ApiErrorBody.safeParse({ errors: [{ message: 'x' }] }).success).toBe(false);
    expect(ApiErrorBody.safeParse({ errors: [{ type: 'NotFoundError' }] }).success).toBe(false);
  });

  it('apiError builds a body that parses, with redirect only when given', () => {
    const plain = apiError('MethodNotAllowed', MESSAGES.METHOD_NOT_ALLOWED);
    expect(plain).toEqual({ errors: [{ type: 'MethodNotAllowed', message: 'Method Not Allowed' }] });
    expect('redirect' in plain).toBe(false);
    const redirect = apiError('InvalidRefreshToken', MESSAGES.INVALID_REFRESH_TOKEN, { redirect: true });
    expect(ApiErrorBody.parse(redirect).redirect).toBe(true);
  });

  it('firstErrorType reads errors[0].type, or null for anything else', () => {
    expect(firstErrorType(apiError('InvalidTokenError', 'expired'))).toBe('InvalidTokenError');
    expect(firstErrorType({ errors: [{ type: 'UpstreamThing', message: '' }] })).toBe('UpstreamThing');
    expect(firstErrorType({ status: 200, data: {} })).toBeNull();
    expect(firstErrorType('Internal Server Error')).toBeNull();
    expect(firstErrorType(null)).toBeNull();
  });
});

describe('TokenResponse', () => {
  it('parses a token payload with or without a refresh token', () => {
    const full = { access_token: 'a', token_type: 'bearer', expires_in: 3600, refresh_token: 'r' };
    expect(TokenResponse.parse(full)).toEqual(full);
    expect(TokenResponse.parse({ access_token: 'a', token_type: 'bearer', expires_in: 3600 }).refresh_token).toBeUndefined();
  });

  it('refuses an empty token or a non-positive expiry', () => {
    expect(TokenResponse.safeParse({ access_token: '', token_type: 'bearer', expires_in: 3600 }).success).toBe(false);
    expect(TokenResponse.safeParse({ access_token: 'a', token_type: 'bearer', expires_in: 0 }).success).toBe(false);
    expect(TokenResponse.safeParse({ access_token: 'a', token_type: 'bearer', expires_in: '3600' }).success).toBe(false);
  });
});

describe('SubscribeEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(SubscribeEmail.parse('  Budi@Gmail.com ')).toBe('budi@gmail.com');
  });

  it('fails with the §8 messages', () => {
    const empty = SubscribeEmail.safeParse('  ');
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Email tidak boleh kosong');
    const invalid = SubscribeEmail.safeParse('ab@gmail.com');
    expect(invalid.error?.issues[0]?.message).toBe('Mohon masukkan email valid Contoh: nama@contoh.com');
  });
});

describe('CreditSimulationRequest', () => {
  it('parses a percentage request into something calculateCredit takes', () => {
    const request = CreditSimulationRequest.parse({ otrPrice: 100_000_000, downPaymentPercent: 30, tenorMonths: 12 });
    expect(calculateCredit(request).monthlyInstallment).toBe(6_074_000);
  });

  it('parses an amount request and strips a client-chosen interest rate', () => {
    const request = CreditSimulationRequest.parse({
      otrPrice: 500_000_000,
      downPaymentAmount: 150_000_000,
      tenorMonths: 60,
      insuranceKind: 'tlo',
      annualRate: 0,
    });
    expect('annualRate' in request).toBe(false);
    expect(calculateCredit(request).annualRate).toBe(0.12);
  });

  it('refuses both or neither down payment, an unknown tenor or insurance kind', () => {
    const base = { otrPrice: 100_000_000, tenorMonths: 12 };
    expect(CreditSimulationRequest.safeParse({ ...base, downPaymentPercent: 30, downPaymentAmount: 30_000_000 }).success).toBe(false);
    expect(CreditSimulationRequest.safeParse(base).success).toBe(false);
    expect(CreditSimulationRequest.safeParse({ ...base, downPaymentPercent: 30, tenorMonths: 18 }).success).toBe(false);
    expect(CreditSimulationRequest.safeParse({ ...base, downPaymentPercent: 30, insuranceKind: 'full' }).success).toBe(false);
    expect(CreditSimulationRequest.safeParse({ ...base, otrPrice: 0, downPaymentPercent: 30 }).success).toBe(false);
  });
});
