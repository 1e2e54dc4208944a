import { ARTICLE_SORTS, ARTICLE_STATUSES } from '@kemudi/domain/contracts/staff-content';
import { NEWS_CATEGORIES } from '@kemudi/domain/contracts/editorial';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Konten → Artikel (issue 25): the list's filters, sort and page in the URL. */
export const ArticleSearch = z.object({
  q: optional(z.string().max(100)),
  status: optional(z.enum(ARTICLE_STATUSES)),
  category: optional(z.enum(NEWS_CATEGORIES)),
  sort: optional(z.enum(ARTICLE_SORTS)),
  dir: optional(z.enum(['asc', 'desc'])),
  page: optional(z.number().int().min(0).max(10_000)),
});
export type ArticleSearch = z.infer<typeof ArticleSearch>;
