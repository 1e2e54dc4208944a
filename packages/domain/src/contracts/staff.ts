/**
 * The dealer staff console's calls (issue 24), under /api/staff/v1. They are not the site's: the
 * console (apps/console, its own origin) calls them through its own server, with the staff
 * session cookie the API sets (never a customer or system bearer token). Every state-changing call
 * also needs JSON, the header `X-Kemudi-Console: 1` and the console's Origin (CSRF).
 *
 * Who may call: "password stage" means the session after a right password and before the second
 * factor; every other call needs a full session and, where named, a permission of
 * packages/domain/src/staff-roles.ts. Another branch's record answers 404 like a missing one.
 */
import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../staff-roles';
import { EmailField, NameField, PasswordField } from './account';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';

const BASE = '/api/staff/v1';

/** The header every state-changing staff call carries (with the console's Origin): a cross-site form cannot set it. */
export const CONSOLE_HEADER = 'x-kemudi-console';

/** Error types of the staff calls (besides ValidationError, NotFoundError and TooManyRequests). */
export const STAFF_ERROR_MESSAGES = {
  /** 401: every failed sign-in, whatever failed (no hint whether the email exists). */
  InvalidCredentials: 'Email atau kata sandi salah',
  /** 429: STAFF_MAX_FAILED_LOGINS wrong passwords or codes in a row; `{n}` minutes. */
  AccountLocked: 'Terlalu banyak percobaan yang gagal. Akun dikunci sementara; coba lagi dalam {n} menit.',
  /** 400: a wrong, expired or already used authenticator code or recovery code. */
  InvalidCode: 'Kode verifikasi salah atau sudah dipakai.',
  /** 401: no session, an ended or expired one, or one still waiting for its second factor. */
  NotSignedIn: 'Sesi Anda sudah berakhir. Silakan masuk kembali.',
  /** 403: the role lacks the permission. */
  Forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  /** 403: a state-changing call without the console's header, JSON or Origin. */
  CrossSiteRequest: 'Permintaan ini hanya dapat dikirim dari konsol staf.',
  InvalidPasswordLink: 'Tautan atur kata sandi tidak valid atau sudah kedaluwarsa. Minta tautan baru.',
  WrongCurrentPassword: 'Kata sandi saat ini salah.',
  SamePassword: 'Kata sandi baru harus berbeda dari kata sandi saat ini.',
  EmailTaken: 'Email ini sudah dipakai oleh staf lain.',
  AlreadyEnrolled: 'Autentikator sudah aktif untuk akun ini.',
  NotEnrolling: 'Mulai aktivasi autentikator terlebih dahulu.',
  BranchRequired: 'Pilih setidaknya satu cabang untuk peran ini.',
  UnknownBranch: 'Cabang yang dipilih tidak dikenal.',
  LastAdmin: 'Harus tetap ada setidaknya satu admin grup yang aktif.',
  OwnAccount: 'Anda tidak dapat menonaktifkan atau menurunkan peran akun Anda sendiri.',
} as const;
export type StaffErrorType = keyof typeof STAFF_ERROR_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export const StaffRoleField = z.enum(STAFF_ROLES);
export const StaffPermissionField = z.enum(STAFF_PERMISSIONS);
const isoDateTime = z.string().describe('ISO 8601 date-time');

export const StaffBranch = z.object({ id: z.number().int(), name: z.string() });
export type StaffBranch = z.infer<typeof StaffBranch>;

/** The signed-in staff member (GET auth/me and the end of every sign-in). */
export const StaffMe = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleField,
  /** Empty for a group admin: every branch is theirs. */
  branches: z.array(StaffBranch),
  permissions: z.array(StaffPermissionField),
  /** When the 8-hour session ends (absolute). */
  sessionExpiresAt: isoDateTime,
});
export type StaffMe = z.infer<typeof StaffMe>;

/** invited: no password set yet; inactive: deactivated. */
export const STAFF_STATUSES = ['active', 'invited', 'inactive'] as const;
export const StaffStatus = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof StaffStatus>;

export const StaffMember = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleField,
  branches: z.array(StaffBranch),
  status: StaffStatus,
  /** The authenticator is enrolled (the second factor every staff member needs). */
  secondFactor: z.boolean(),
  lockedUntil: isoDateTime.nullable(),
  lastLoginAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type StaffMember = z.infer<typeof StaffMember>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** Null for what no signed-in staff member did (the create-admin script). */
  staff: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What the record is called today (a staff member's name), when the API knows it. */
  subject: z.string().nullable(),
  branchId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const StaffDetail = z.object({
  member: StaffMember,
  /** What was done to this account, newest first (its audit rows; the last 50). */
  timeline: z.array(AuditEntry),
});
export type StaffDetail = z.infer<typeof StaffDetail>;

export const StaffListData = pageOf(StaffMember).extend({
  /** Whole-list counts under the search and filters other than status. */
  counts: z.object({ all: z.number().int(), active: z.number().int(), invited: z.number().int(), inactive: z.number().int() }),
});
export type StaffListData = z.infer<typeof StaffListData>;

export const AuditListData = pageOf(AuditEntry);
export type AuditListData = z.infer<typeof AuditListData>;

// ---------------------------------------------------------------------------------------------
// Request fields
// ---------------------------------------------------------------------------------------------

/** A sign-in's email: any text (a wrong one answers the generic failure, not a format error). */
const LoginEmail = z.string().trim().min(1, 'Email wajib diisi').max(254).toLowerCase();
const LoginPassword = z.string().min(1, 'Kata sandi wajib diisi').max(256);
/** A six-digit authenticator code or a recovery code (xxxxx-xxxxx). */
export const SecondFactorCode = z.string().trim().min(1, 'Kode wajib diisi').max(32, 'Kode terlalu panjang');
const LinkToken = z.string().trim().min(16).max(200).regex(/^[A-Za-z0-9_-]+$/, 'formatnya tidak valid');
const BranchIds = z.array(z.number().int().positive()).max(100).default([]);
export const StaffIdParam = z.object({ id: z.uuid('ID staf tidak valid') });

export const STAFF_SORTS = ['name', 'email', 'role', 'createdAt', 'lastLoginAt'] as const;
export const sortDir = z.enum(['asc', 'desc']).default('asc');
export const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'format tanggal YYYY-MM-DD');

export const StaffListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: StaffRoleField.optional(),
  branchId: z.coerce.number().int().positive().optional(),
  status: StaffStatus.optional(),
  sort: z.enum(STAFF_SORTS).default('name'),
  dir: sortDir,
  page: pageParam,
  size: sizeParam(20),
});
export type StaffListQuery = z.input<typeof StaffListQuery>;

export const AuditListQuery = z.object({
  staffId: z.uuid('ID staf tidak valid').optional(),
  action: z.string().trim().max(60).optional(),
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(100).optional(),
  /** Inclusive days in Asia/Jakarta (WIB). */
  from: dateParam.optional(),
  to: dateParam.optional(),
  page: pageParam,
  size: sizeParam(50),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

export const StaffCreateBody = z.object({ name: NameField, email: EmailField, role: StaffRoleField, branchIds: BranchIds });
export const StaffUpdateBody = z.object({ name: NameField.optional(), role: StaffRoleField.optional(), branchIds: z.array(z.number().int().positive()).max(100).optional() });

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const staffCalls = {
  /** Email + password → the password-stage session (cookie); `next` says what the console asks next. */
  login: defineCall({
    method: 'POST',
    path: `${BASE}/auth/login`,
    body: z.object({ email: LoginEmail, password: LoginPassword }),
    data: z.object({ next: z.enum(['second-factor', 'enrol']) }),
  }),
  /** Password stage: the authenticator's code or a recovery code → a full session (a new cookie). */
  secondFactor: defineCall({
    method: 'POST',
    path: `${BASE}/auth/second-factor`,
    body: z.object({ code: SecondFactorCode }),
    data: z.object({ staff: StaffMe, recoveryCodeUsed: z.boolean(), recoveryCodesLeft: z.number().int() }),
  }),
  /** Password stage, not enrolled: a new secret, its otpauth URI and a QR code (SVG). */
  startEnrolment: defineCall({
    method: 'POST',
    path: `${BASE}/auth/enrolment`,
    body: z.object({}),
    data: z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string(), email: z.string() }),
  }),
  /** Password stage: the first code from the app → enrolled, a full session and 10 recovery codes shown once. */
  confirmEnrolment: defineCall({
    method: 'POST',
    path: `${BASE}/auth/enrolment/confirm`,
    body: z.object({ code: SecondFactorCode }),
    data: z.object({ staff: StaffMe, recoveryCodes: z.array(z.string()) }),
  }),
  me: defineCall({ method: 'GET', path: `${BASE}/auth/me`, data: StaffMe }),
  /** Any session (the password stage too): ends it and clears the cookie. */
  logout: defineCall({ method: 'POST', path: `${BASE}/auth/logout`, body: z.object({}), data: z.object({ loggedOut: z.literal(true) }) }),
  /** Current + new password; every session of the member ends, this one too (sign in again). */
  changePassword: defineCall({
    method: 'POST',
    path: `${BASE}/auth/password`,
    body: z.object({ currentPassword: LoginPassword, newPassword: PasswordField }),
    data: z.object({ changed: z.literal(true) }),
  }),
  /** The same answer for any email; an active member gets a link (1 hour) through the outbox. */
  forgotPassword: defineCall({
    method: 'POST',
    path: `${BASE}/auth/forgot-password`,
    body: z.object({ email: LoginEmail }),
    data: z.object({ sent: z.literal(true) }),
  }),
  /** Whose set-password link this is (the page greets them); 400 when unknown, used or expired. */
  passwordLink: defineCall({
    method: 'GET',
    path: `${BASE}/auth/password-link`,
    query: z.object({ token: LinkToken }),
    data: z.object({ kind: z.enum(['reset', 'invite']), name: z.string(), email: z.string() }),
  }),
  /** A new password from a link (reset or invitation); single use; every session ends. */
  resetPassword: defineCall({
    method: 'POST',
    path: `${BASE}/auth/reset-password`,
    body: z.object({ token: LinkToken, password: PasswordField }),
    data: z.object({ reset: z.literal(true) }),
  }),
  /** The branches a staff form offers. */
  branches: defineCall({ method: 'GET', path: `${BASE}/branches`, data: z.array(StaffBranch.extend({ city: z.string(), slug: z.string() })) }),
  // Staff management (permission staff.manage: group admins)
  list: defineCall({ method: 'GET', path: `${BASE}/staff`, query: StaffListQuery, data: StaffListData }),
  create: defineCall({ method: 'POST', path: `${BASE}/staff`, body: StaffCreateBody, data: StaffMember }),
  detail: defineCall({ method: 'GET', path: `${BASE}/staff/:id`, params: StaffIdParam, data: StaffDetail }),
  update: defineCall({ method: 'PATCH', path: `${BASE}/staff/:id`, params: StaffIdParam, body: StaffUpdateBody, data: StaffMember }),
  deactivate: defineCall({ method: 'POST', path: `${BASE}/staff/:id/deactivate`, params: StaffIdParam, body: z.object({}), data: StaffMember }),
  activate: defineCall({ method: 'POST', path: `${BASE}/staff/:id/activate`, params: StaffIdParam, body: z.object({}), data: StaffMember }),
  /** Clears the authenticator and recovery codes and ends the member's sessions: they enrol again at their next sign-in. */
  resetSecondFactor: defineCall({
    method: 'POST',
    path: `${BASE}/staff/:id/reset-second-factor`,
    params: StaffIdParam,
    body: z.object({}),
    data: StaffMember,
  }),
  /** Sends a new invitation link (72 hours) to a member who has not set a password yet. */
  resendInvite: defineCall({ method: 'POST', path: `${BASE}/staff/:id/invite`, params: StaffIdParam, body: z.object({}), data: z.object({ sent: z.literal(true) }) }),
  // The audit log (permission audit.read)
  audit: defineCall({ method: 'GET', path: `${BASE}/audit`, query: AuditListQuery, data: AuditListData }),
};
