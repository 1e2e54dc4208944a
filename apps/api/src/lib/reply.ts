import { ErrorBody } from '@kemudi/domain/contracts/common';
import type { z } from 'zod';
import { responsesOf } from './route';

export { envelope, ErrorBody } from '@kemudi/domain/contracts/common';

/** Success envelope (§7 "Response fields read": status and data). */
export function ok<T>(data: T): { status: 200; data: T } {
  return { status: 200, data };
}

/** Standard responses of a route not (yet) registered from a contract: its 200 plus the error shapes. */
export function responses<T extends z.ZodType>(data: T) {
  return responsesOf(data);
}

