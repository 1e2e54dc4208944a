import type { Db } from '@kemudi/db';
import { BOOKING_MESSAGES as M } from '@kemudi/domain/bookings';
import type { CallBody, CallQuery } from '@kemudi/domain/contracts/call';
import type { bookingCalls, BookingDetailsInput, CreateBookingBody } from '@kemudi/domain/contracts/bookings';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';

/* The dependencies and error helpers the booking service files share (issue 13). */

export type BookingDeps = {
  app: FastifyInstance;
  db: Db;
  /** The booking calendar: the slot grid, "tomorrow", the cut-off and the reminder window (app.now(); see service.ts). */
  now: () => Date;
  /** What really happened: created and event times (app.clock()). */
  clock: () => Date;
  log: FastifyBaseLogger;
  siteUrl: string;
};

export type CreateBody = CreateBookingBody;
export type Details = BookingDetailsInput;
export type BranchesQuery = CallQuery<typeof bookingCalls.branches>;
export type AvailabilityQuery = CallQuery<typeof bookingCalls.availability>;
export type RentalQuery = CallQuery<typeof bookingCalls.rentalAvailability>;
export type DealerBody = CallBody<typeof bookingCalls.dealerUpdate>;

/** A booking still ahead of the customer: it counts towards BOOKING_MAX_OPEN_PER_PHONE. */
export const OPEN_STATUSES = ['pending', 'confirmed', 'requested'] as const;
export const conflict = (type: string, message: string, extra?: Record<string, unknown>) => new AppError(409, type, message, extra);
export const unprocessable = (type: string, message: string) => new AppError(422, type, message);
export const bookingNotFound = () => new AppError(404, 'NotFoundError', M.BOOKING_NOT_FOUND);

/** Thrown inside a transaction when the hour was full; answered outside with the nearest free hour (targets.ts slotTaken). */
export class SlotFull extends Error {}
