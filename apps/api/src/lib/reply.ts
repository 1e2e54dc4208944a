import { z } from 'zod';

/** Success envelope (§7 "Response fields read": status and data). */
export function ok<T>(data: T): { status: 200; data: T } {
  return { status: 200, data };
}

export const ErrorBody = z
  .object({
    errors: z.array(z.object({ type: z.string(), message: z.string() })),
    redirect: z.boolean().optional(),
  })
  .meta({ id: 'ErrorBody' });

/** Response schema of a success envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), data });
}

/** Standard responses of an authenticated route: its 200 plus the error shapes. */
export function responses<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
}
