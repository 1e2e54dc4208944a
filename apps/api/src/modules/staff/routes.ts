import { staffCalls } from '@kemudi/domain/contracts/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { actorOf, listAudit } from './audit';
import { changePassword, confirmEnrolment, forgotPassword, login, logout, passwordLink, resetPassword, secondFactor, startEnrolment } from './auth';
import { assertSameOrigin } from './csrf';
import { staffDoc } from './docs';
import { createStaff, listBranches, meOf, resendInvite, resetSecondFactor, setStaffActive, staffDetail, listStaff, updateStaff } from './members';
import { requireStaff, signedIn } from './scope';
import { loadStaffCaller } from './sessions';

const tags = ['staff console'];
const STAFF_PREFIX = '/api/staff/';

/**
 * The staff console's API (issue 24). Every request under /api/staff/ first has its session cookie
 * read (request.staff) and, when it changes state, its origin checked (csrf.ts); each call then
 * says who may make it (`guard`). Registered with fastify-plugin, so that the hooks also cover the
 * staff routes other modules add under /api/staff/v1 (the lead's queues) — registered after this one.
 */
export const staffRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(STAFF_PREFIX)) return;
      assertSameOrigin(request, app.config.CONSOLE_ORIGIN);
      request.staff = await loadStaffCaller(app, request);
    });

    const doc = staffDoc(tags);
    const admin = (request: FastifyRequest) => ({ ...actorOf(app, request), name: signedIn(request).name });

    // Signing in ----------------------------------------------------------------------------------
    route(
      app,
      staffCalls.login,
      doc('Staff sign-in, first step: email and password', {
        description:
          "Sets the password-stage session cookie (10 minutes). 401 InvalidCredentials for every failure ('Email atau kata sandi salah'); " +
          '429 AccountLocked for 15 minutes after 5 wrong passwords or codes in a row; 429 TooManyRequests past the address or email limits.',
        ...limitsOf(app.config, 'staffLogin'),
      }),
      async (request, reply) => login(app, request, reply, request.body),
    );
    route(
      app,
      staffCalls.secondFactor,
      doc('Staff sign-in, second step: the authenticator code or a recovery code', {
        description:
          'Password-stage session only (else 401). A code within ±1 step of 30 s, never one accepted before; or an unused recovery code. ' +
          'Sets the full session cookie (8 hours). 400 InvalidCode; wrong codes count towards the lockout (429 AccountLocked).',
        ...limitsOf(app.config, 'staffSecondFactor'),
      }),
      async (request, reply) => secondFactor(app, request, reply, request.body.code),
    );
    route(
      app,
      staffCalls.startEnrolment,
      doc('Start enrolling an authenticator (first sign-in, or after an admin reset it)', {
        description: 'Password-stage session of a member without an authenticator (409 AlreadyEnrolled otherwise). The secret is shown this once.',
        errors: [409],
        ...limitsOf(app.config, 'staffSecondFactor'),
      }),
      async (request) => startEnrolment(app, request),
    );
    route(
      app,
      staffCalls.confirmEnrolment,
      doc('Confirm the authenticator with its first code: 10 recovery codes, shown once, and a full session', {
        errors: [409],
        ...limitsOf(app.config, 'staffSecondFactor'),
      }),
      async (request, reply) => confirmEnrolment(app, request, reply, request.body.code),
    );
    route(app, staffCalls.me, doc('The signed-in staff member: role, branches, permissions', { guard: requireStaff() }), async (request) =>
      meOf(app, signedIn(request)),
    );
    route(app, staffCalls.logout, doc('End the session (any stage) and clear its cookie'), async (request, reply) => logout(app, request, reply));
    route(
      app,
      staffCalls.changePassword,
      doc('Change the password (current + new): every session of the member ends, this one too', {
        guard: requireStaff(),
        ...limitsOf(app.config, 'staffPassword'),
      }),
      async (request, reply) => changePassword(app, request, reply, request.body),
    );
    route(
      app,
      staffCalls.forgotPassword,
      doc('Email a set-password link (1 hour) to an active member; the same answer for any email', { ...limitsOf(app.config, 'staffPasswordMail') }),
      async (request) => forgotPassword(app, request, request.body.email),
    );
    route(
      app,
      staffCalls.passwordLink,
      doc('Whose set-password link this is (400 InvalidPasswordLink when unknown, used or expired)', { ...limitsOf(app.config, 'staffPassword') }),
      async (request) => passwordLink(app, request.query.token),
    );
    route(
      app,
      staffCalls.resetPassword,
      doc('Set a password from an emailed link (invitation 72 hours, reset 1 hour); single use; every session ends', {
        ...limitsOf(app.config, 'staffPassword'),
      }),
      async (request) => resetPassword(app, request, request.body),
    );

    // Staff management (group admins) -------------------------------------------------------------
    route(app, staffCalls.branches, doc('The branches staff work for', { guard: requireStaff() }), async () => listBranches(app));
    route(
      app,
      staffCalls.list,
      doc('Staff list: search (name, email), role, branch and status filters, sort, paging and counts', { guard: requireStaff('staff.manage') }),
      async (request) => listStaff(app, request.query),
    );
    route(
      app,
      staffCalls.create,
      doc('Add a staff member: an invitation email (72 hours) to set a password; the authenticator is enrolled at first sign-in', {
        description: '409 EmailTaken; 400 BranchRequired for a role working on branch records without a branch.',
        guard: requireStaff('staff.manage'),
        errors: [409],
        ...limitsOf(app.config, 'staffWrites'),
      }),
      async (request) => createStaff(app, admin(request), request.body),
    );
    route(
      app,
      staffCalls.detail,
      doc("A staff member and the audit timeline of their account", { guard: requireStaff('staff.manage') }),
      async (request) => staffDetail(app, request.params.id),
    );
    const memberWrite = { guard: requireStaff('staff.manage'), errors: [409], ...limitsOf(app.config, 'staffWrites') };
    route(
      app,
      staffCalls.update,
      doc("Change a member's name, role or branches (409 LastAdmin / OwnAccount)", memberWrite),
      async (request) => updateStaff(app, actorOf(app, request), request.params.id, request.body),
    );
    route(app, staffCalls.deactivate, doc('Deactivate a member: their sessions end at once', memberWrite), async (request) =>
      setStaffActive(app, actorOf(app, request), request.params.id, false),
    );
    route(app, staffCalls.activate, doc('Activate a deactivated member again', memberWrite), async (request) =>
      setStaffActive(app, actorOf(app, request), request.params.id, true),
    );
    route(
      app,
      staffCalls.resetSecondFactor,
      doc("Reset a member's second factor: they enrol a new authenticator at their next sign-in", memberWrite),
      async (request) => resetSecondFactor(app, actorOf(app, request), request.params.id),
    );
    route(app, staffCalls.resendInvite, doc('Send a new invitation link to a member who has not set a password', memberWrite), async (request) =>
      resendInvite(app, admin(request), request.params.id),
    );

    // The audit log ------------------------------------------------------------------------------
    route(
      app,
      staffCalls.audit,
      doc('The audit log: filters by staff, action, record and period (WIB days); newest first', { guard: requireStaff('audit.read') }),
      async (request) => listAudit(app, request.query),
    );
  },
  { name: 'staff', dependencies: ['rate-limit'] },
);
