import type { FastifyInstance } from 'fastify';

export type BookingOptions = {
  /** Queue the day-before reminders every BOOKING_REMINDER_SWEEP_SECONDS from this process (server.ts; tests call the sweep). */
  sweep?: boolean;
};

/** Bookings (issue 13). */
export async function bookingRoutes(_app: FastifyInstance, _opts: BookingOptions = {}) {}
