import 'server-only';

import { z } from 'zod';

/*
 * The zod shapes every page loader shares (STYLE "One data path": each answer of §7 is parsed on
 * the server with only the fields the page reads). Links from the API are checked before they
 * reach an href: a site path or an http(s) URL, never `//host`, `/\host` or `javascript:`.
 */

/** A site path (`/…`; not `//…` or `/\…`, which browsers treat as another host). */
export const SitePath = z.string().regex(/^\/(?![/\\])/, 'expected a site path');
/** A site path or an absolute http(s) URL — never `javascript:` and the like. */
export const LinkUrl = z.string().regex(/^(\/(?![/\\])|https?:\/\/)/, 'expected a site path or http(s) URL');
/** The API's `{ data }` answer around a payload. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A customer review of a product (a car model, an accessory, a coupon, a package). */
export const Review = z.object({
  reviewerName: z.string(),
  reviewerCity: z.string(),
  rating: z.number(),
  createdDate: z.string(),
  title: z.string(),
  message: z.string(),
});
export type Review = z.infer<typeof Review>;
