import { OTP_MAX_PER_IP_PER_HOUR, OTP_MAX_PER_PHONE_PER_HOUR, toAccountPhone } from '@kemudi/domain/account';
import {
  BODY_PAINT_DESKS_PER_HOUR,
  BOOKING_CHANGE_CUTOFF_HOURS,
  BOOKING_DAYS_AHEAD,
  BOOKING_MAX_OPEN_PER_PHONE,
  BOOKING_MESSAGES as M,
  HOME_SERVICE_TEAMS_PER_HOUR,
  INSPECTORS_PER_HOUR,
  normalizeBookingNo,
  SERVICE_STALLS_PER_HOUR,
  UPLOAD_MAX_BYTES,
} from '@kemudi/domain/bookings';
import { ACCOUNT_ERROR_MESSAGES } from '@kemudi/domain/contracts/account';
import { BOOKING_FILE_PATH, BookingConflictBody, bookingCalls } from '@kemudi/domain/contracts/bookings';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dealerKeyGuard } from '../../lib/dealer-key';
import { limitsOf } from '../../lib/limits';
import { route, type RouteDoc } from '../../lib/route';
import { acceptRawUploads, uploadedFileHeaders } from '../../lib/uploads';
import { assertAccess } from '../../plugins/auth';
import { tooManyRequests, type RouteLimit } from '../../plugins/rate-limit';
import { sendCode } from '../accounts';
import type { BookingDeps } from './deps';
import { cancelBooking, dealerUpdate, rescheduleBooking } from './lifecycle';
import { createBooking, myBooking, myBookingFile, myBookings, trackBooking } from './service';
import { availability, coverage, listBookingBranches, rentalAvailability } from './targets';
import { ownerKeyOf, servedName, storeUpload, UPLOAD_OWNER_HEADER } from './uploads';


const tags = ['booking'];
const MINUTE = 60;
/** Bookings per address in 10 minutes: loose, since Indonesian carriers put many phones behind one address (CGNAT). */
export const BOOKING_LIMIT_PER_IP = 60;
/** Bookings (attempts) per contact phone an hour: each sends a WhatsApp message and holds a slot. */
export const BOOKING_LIMIT_PER_PHONE = 10;
export const UPLOAD_LIMIT_PER_IP = 60;
export const TRACKING_LIMIT_PER_IP = 30;
export const TRACKING_LIMIT_PER_BOOKING = 10;
const TRACKING_WINDOW_SECONDS = 15 * MINUTE;
/** Upload bodies: images and PDF, or bytes whose type the API judges itself; any other declared type is 415. */
const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'];

const otpDescription =
  "Sends a 6-digit code (purpose 'booking') by WhatsApp or SMS to the booking's contact phone: a guest, or a customer booking for another phone, " +
  'sends it with the booking (`otp`). The accounts limits hold: one code a minute per phone, 5 an hour per phone and 20 per address (429 with retryAfter). ' +
  'Any phone may get one: no account is needed.';

/**
 * Bookings (issue 13): test drive (new and certified used cars), workshop service, home service,
 * body & paint, Cubain rental, spare-part requests and trade-in inspections. §7 names none of these
 * calls; each is designed here and documented on its operation.
 */
export async function bookingRoutes(app: FastifyInstance) {
  const deps: BookingDeps = { app, db: app.db, now: () => app.now(), clock: () => app.clock(), log: app.log, siteUrl: app.config.SITE_URL };
  const limitsOn = app.config.RATE_LIMITS !== 'off';
  const limited = (limits: RouteLimit[]): Pick<RouteDoc, 'limits'> => (limitsOn ? { limits } : {});
  const customerIdOf = (request: FastifyRequest) => (request.caller.kind === 'customer' ? request.caller.customerId : null);

  // A lost race answers 409 with the nearest free hour (`nearest`, AppError extra): the create and
  // reschedule routes state that body instead of the plain error shape, which would strip it.
  const conflictRoutes = new Set([`POST ${bookingCalls.create.path}`, `POST ${bookingCalls.reschedule.path}`]);
  app.addHook('onRoute', (options) => {
    const schema = options.schema as { response?: Record<number, unknown> } | undefined;
    if (conflictRoutes.has(`${String(options.method)} ${options.url}`) && schema?.response) schema.response[409] = BookingConflictBody;
  });

  route(
    app,
    bookingCalls.branches,
    {
      tags,
      summary: 'Branches that take a kind of booking, nearest first (issue 13)',
      description:
        'Nearest first from latitude/longitude, else from the middle of the city\'s branches (cityCode; Jakarta Pusat without either), by great-circle distance. ' +
        'test-drive: sales branches with test-drive cars (of modelCode: `units`); used-car-test-drive: the car\'s own branch; service and spare-part: workshops (bengkel); ' +
        'body-paint: body & paint; home-service: branches with home-service teams; cubain: branches with a rental fleet; inspection: sales branches.',
    },
    async (request) => listBookingBranches(deps, request.query),
  );

  route(
    app,
    bookingCalls.availability,
    {
      tags,
      summary: 'Hourly slots of the next 14 days with what is left of each (issue 13)',
      description:
        `From tomorrow (the branch's own date) for ${BOOKING_DAYS_AHEAD} days, hourly from opening to an hour before closing on the branch's working days (§7 working schedules), ` +
        "in the branch's time zone; hours already begun are never offered. `left`: test-drive cars of the model at the branch; a used car: 1; " +
        `workshop stalls ${SERVICE_STALLS_PER_HOUR}; body & paint estimators ${BODY_PAINT_DESKS_PER_HOUR}; home-service teams of the city ${HOME_SERVICE_TEAMS_PER_HOUR} (cityCode); ` +
        `inspectors ${INSPECTORS_PER_HOUR} (at the branch, or at home with cityCode). Cubain: the pick-up hours (its cars are counted by rental-availability). ` +
        '400 for spare-part (no slot); 422 when the branch does not take the kind or has no test-drive car of the model, or the city is not covered; 409 for a used car no longer available.',
      errors: [409, 422],
    },
    async (request) => availability(deps, request.query),
  );

  route(
    app,
    bookingCalls.rentalAvailability,
    {
      tags,
      summary: 'Cubain: the classes of a branch with the cars free for every day of a rental (issue 13)',
      description:
        'from: the pick-up day (tomorrow at the earliest, within 14 days), to: the return day (1 to 14 days later). `available` = the class\'s cars minus the rentals ' +
        'that hold one some time in those days (cancelled ones excepted). Prices per day, self-drive and with a driver.',
      errors: [422],
    },
    async (request) => rentalAvailability(deps, request.query),
  );

  route(
    app,
    bookingCalls.coverage,
    { tags, summary: 'Toyota Home Service: does a team come to this city? (issue 13)', description: 'Covered: a branch of the city offers home service.' },
    async (request) => coverage(deps, request.query.cityCode),
  );

  route(
    app,
    bookingCalls.sendCode,
    {
      tags,
      summary: "A one-time code to prove a booking's phone (issue 13)",
      description: otpDescription,
      access: 'any',
      errors: [429],
      ...limited([
        { per: 'ip', max: OTP_MAX_PER_IP_PER_HOUR * 2, windowSeconds: 60 * MINUTE, group: 'booking-otp', message: ACCOUNT_ERROR_MESSAGES.TooManyOtpRequests },
        {
          per: { body: 'phoneNumber' },
          max: OTP_MAX_PER_PHONE_PER_HOUR * 2,
          windowSeconds: 60 * MINUTE,
          group: 'booking-otp',
          normalize: (v) => toAccountPhone(v) ?? v,
          message: ACCOUNT_ERROR_MESSAGES.TooManyOtpRequests,
        },
      ]),
    },
    async (request) => sendCode(app, { phone: request.body.phoneNumber, channel: request.body.channel, purpose: 'booking', ip: limitsOn ? request.ip || null : null }),
  );

  // --- Uploads: raw bytes, in their own scope (the body parser and its errors are theirs only) ---
  await app.register(async (scope) => {
    acceptRawUploads(scope, UPLOAD_CONTENT_TYPES, { maxBytes: UPLOAD_MAX_BYTES, messages: { tooLarge: M.FILE_TOO_LARGE, type: M.FILE_TYPE_ATTACHMENT } });
    route(
      scope,
      bookingCalls.upload,
      {
        tags,
        summary: 'Uploads one photo or document for a booking (issue 13)',
        description:
          'The body is the file\'s raw bytes with Content-Type image/jpeg, image/png, image/webp, application/pdf or application/octet-stream; the type is judged from the ' +
          'bytes alone (the declared type and the file name are ignored): purposes damage, ktp, sim and selfie take JPEG, PNG or WebP, attachment also PDF (415 otherwise). ' +
          `Empty: 400 FileEmpty; over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB: 413 FileTooLarge. The file belongs to the uploader: a customer (token), or a guest's browser, named by ` +
          `the header \`${UPLOAD_OWNER_HEADER}\` — a random key (16–128 of A–Z a–z 0–9 _ -) that the web keeps in an HttpOnly cookie and sends again with the booking that names the file; ` +
          'nobody else can attach it. Unattached files are deleted after a day. ' +
          `At most ${UPLOAD_LIMIT_PER_IP} uploads per address in 10 minutes. ` +
          '503 StorageUnavailable (Retry-After) when the file store (S3_BUCKET) cannot take the file: nothing is recorded, send it again.',
        errors: [413, 415, 503],
        ...limited([{ per: 'ip', max: UPLOAD_LIMIT_PER_IP, windowSeconds: 10 * MINUTE }]),
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const customerId = customerIdOf(request);
        return storeUpload(app.db, app.files, {
          purpose: request.query.purpose,
          bytes,
          owner: { customerId, key: customerId ? null : ownerKeyOf(request.headers[UPLOAD_OWNER_HEADER]) },
          ip: request.ip || null,
          now: app.clock(),
        });
      },
    );
  });

  // --- A booking's file, for its owner ------------------------------------------------------------
  app.get(
    BOOKING_FILE_PATH,
    {
      onRequest: async (request) => assertAccess(request, 'customer'),
      schema: {
        tags,
        summary: "One file of the customer's own booking (issue 13)",
        description:
          'Served with the type checked at upload (image/jpeg, image/png, image/webp or application/pdf) and never the uploaded name (`Content-Disposition: inline; filename="foto.jpg"`), ' +
          "with X-Content-Type-Options: nosniff, Cache-Control: private, no-store and Content-Security-Policy: default-src 'none'. Another customer's booking or file: 404. " +
          'Read by the API from where it is kept (the database or S3_BUCKET), after the owner check; 503 StorageUnavailable when the bucket cannot answer.',
        params: z.object({ bookingNo: z.string().trim().min(1).max(40), fileId: z.string().uuid('Berkas tidak ditemukan') }),
        response: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { bookingNo, fileId } = request.params as { bookingNo: string; fileId: string };
      const file = await myBookingFile(deps, customerIdOf(request)!, bookingNo, fileId);
      return uploadedFileHeaders(reply, file.contentType, 'private, no-store')
        .header('content-disposition', `inline; filename="${servedName(file.contentType)}"`)
        .send(file.data);
    },
  );

  // --- Creating a booking ---------------------------------------------------------------------------
  const perPhone = limitsOn
    ? app.createRateLimit({
        max: BOOKING_LIMIT_PER_PHONE,
        timeWindow: 60 * MINUTE * 1000,
        keyGenerator: (request: FastifyRequest) => `booking-create|phone|${(request.body as { contact: { phoneNumber: string } }).contact.phoneNumber}`,
      })
    : null;
  route(
    app,
    bookingCalls.create,
    {
      tags,
      summary: 'Makes a booking of any kind (issue 13)',
      description:
        'details.kind decides what else is asked (see the body schema). Checked: the branch takes the kind; the slot is one of the availability call\'s (past day 400 DATE_IN_PAST, ' +
        `beyond ${BOOKING_DAYS_AHEAD} days 400, closed day 422 BranchClosed, an hour not offered 422 SlotInvalid); the model and variant, the used car (available), My Cars (the caller's), ` +
        'an owned coupon or package (a paid order of the customer), the home-service city, the Cubain class for the whole rental (409 RentalUnavailable: no double booking), ' +
        'the spare part or its description, and the uploaded files (the uploader\'s own: customer token or the x-upload-owner header; right purpose; body & paint ≥ 1 photo). ' +
        "A guest, or a customer booking for a phone other than their verified one, sends `otp` (POST /api/booking/v1/otp), used up in the booking's own transaction. " +
        'One transaction writes the hour (a conditional upsert: two visitors racing for the last unit cannot both win — the loser gets 409 SlotTaken naming the nearest free hour, ' +
        'with `nearest: { start, time, label }` in the body), the booking, its first event, the WhatsApp confirmation (and a push to a subscribed customer) and the CRM outbox row. ' +
        'The booking is the caller\'s, or the customer\'s whose verified phone it was made with. The same contact phone and idempotencyKey answer the same booking. ' +
        `At most ${BOOKING_MAX_OPEN_PER_PHONE} upcoming bookings per phone (409 TooManyOpen); ${BOOKING_LIMIT_PER_IP} per address in 10 minutes and ${BOOKING_LIMIT_PER_PHONE} per phone an hour (429).`,
      errors: [409, 422, 429],
      ...limited([{ per: 'ip', max: BOOKING_LIMIT_PER_IP, windowSeconds: 10 * MINUTE, group: 'booking-create' }]),
    },
    async (request) => {
      if (perPhone) {
        const result = await perPhone(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyRequests(Math.max(1, result.ttlInSeconds), 'Terlalu banyak booking untuk nomor ini. Coba lagi dalam {n} detik.');
      }
      return createBooking(deps, request.caller, request.body, ownerKeyOf(request.headers[UPLOAD_OWNER_HEADER]));
    },
  );

  // --- My Account -------------------------------------------------------------------------------------
  route(
    app,
    bookingCalls.mine,
    { tags, access: 'customer', summary: "The customer's bookings, newest first (at most 50)", description: 'Every booking made while logged in or with the verified phone of the account.' },
    async (request) => myBookings(deps, customerIdOf(request)!),
  );

  route(
    app,
    bookingCalls.myBooking,
    {
      tags,
      access: 'customer',
      summary: "One of the customer's bookings with its timeline (404 for anyone else's)",
      description:
        'Title and summary as booked, the slot on the branch clock, status and next step, the T-CARE stages (service, body & paint), a spare part\'s answer, ' +
        `the files (served by ${BOOKING_FILE_PATH}), and whether it may still be cancelled or moved (until ${BOOKING_CHANGE_CUTOFF_HOURS} hours before). ` +
        "Another customer's booking answers 404 exactly like an unknown number.",
    },
    async (request) => myBooking(deps, customerIdOf(request)!, request.params.bookingNo),
  );

  route(
    app,
    bookingCalls.cancel,
    {
      tags,
      access: 'customer',
      summary: "Cancels one of the customer's bookings; its hour is given back",
      description:
        `Until ${BOOKING_CHANGE_CUTOFF_HOURS} hours before the slot (409 CutOff), while the booking is open and the workshop has not taken the car (409 NotChangeable). ` +
        'Writes the event, the WhatsApp message and the CRM row in the same transaction.',
      errors: [409],
      ...limitsOf(app.config, 'changes'),
    },
    async (request) => cancelBooking(deps, customerIdOf(request)!, request.params.bookingNo, request.body.reason),
  );

  route(
    app,
    bookingCalls.reschedule,
    {
      tags,
      access: 'customer',
      summary: "Moves one of the customer's bookings to another hour",
      description:
        `Same rules as cancel (until ${BOOKING_CHANGE_CUTOFF_HOURS} hours before). One transaction takes the new hour (409 SlotTaken with the nearest free one) and gives back the old, ` +
        'so a failed move keeps the old hour. Cubain: returnDate moves the return (default: the same number of days), checked against the fleet.',
      errors: [409, 422],
      ...limitsOf(app.config, 'changes'),
    },
    async (request) => rescheduleBooking(deps, customerIdOf(request)!, request.params.bookingNo, request.body),
  );

  // --- Tracking -----------------------------------------------------------------------------------------
  route(
    app,
    bookingCalls.tracking,
    {
      tags,
      summary: '/tracking-order: a booking by its number and contact phone, without login (issue 13)',
      description:
        'Both must match: a wrong phone gets the same 404 as an unknown number. The phone comes back masked; no email, files or change buttons. ' +
        `At most ${TRACKING_LIMIT_PER_IP} look-ups per address and ${TRACKING_LIMIT_PER_BOOKING} per booking number in 15 minutes (429).`,
      ...limited([
        { per: 'ip', max: TRACKING_LIMIT_PER_IP, windowSeconds: TRACKING_WINDOW_SECONDS, message: 'Terlalu banyak percobaan pelacakan. Coba lagi dalam {n} detik.' },
        {
          per: { body: 'bookingNo' },
          max: TRACKING_LIMIT_PER_BOOKING,
          windowSeconds: TRACKING_WINDOW_SECONDS,
          normalize: (v) => normalizeBookingNo(v) ?? v,
          message: 'Terlalu banyak percobaan untuk nomor booking ini. Coba lagi dalam {n} detik.',
        },
      ]),
    },
    async (request) => trackBooking(deps, request.body.bookingNo, request.body.phoneNumber),
  );

  // --- The dealer system ---------------------------------------------------------------------------------
  // Served always, closed (403) while DEALER_API_KEY is unset: the contract's call exists either way.
  const assertDealerKey = dealerKeyGuard(app.config.DEALER_API_KEY);
  route(
    app,
    bookingCalls.dealerUpdate,
    {
      tags,
      summary: "The dealer system's report on a booking: a confirmation, a T-CARE stage, a spare-part answer, completion or a no-show (issues 13, 24)",
      description:
        'For the dealer system, with the system token and the header x-dealer-key = DEALER_API_KEY (403 with a wrong key, and always while it is unset). ' +
        'confirm: a pending booking (the slot held since it was made) becomes confirmed; ' +
        'stage (service and body & paint; the first report confirms a pending booking): forward one at a time, diterima → dikerjakan → pemeriksaan-akhir → siap-diambil; answer (spare part): status answered with ' +
        'availability, note, price and ready date; complete; no_show. Each writes an event, a WhatsApp message to the contact and a CRM row. 409 InvalidTransition otherwise.',
      errors: [403, 409],
    },
    async (request) => {
      assertDealerKey(request.headers['x-dealer-key']);
      return dealerUpdate(deps, request.params.bookingNo, request.body);
    },
  );
}
