import { z } from 'zod';

/** Query-string helpers: values arrive as strings. */
export const pageParam = z.coerce.number().int().min(0).max(10_000).default(0);
export const sizeParam = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);
export const boolParam = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1' || v.toLowerCase() === 'true'));

export type Page<T> = { content: T[]; page: number; size: number; totalElements: number; totalPages: number };

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number(),
    size: z.number(),
    totalElements: z.number(),
    totalPages: z.number(),
  });

export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
