/** A page of a list as every paginated call answers it (the shape is the contracts' `pageOf`). */
export type Page<T> = { content: T[]; page: number; size: number; totalElements: number; totalPages: number };

/** `page` is 0-based; totalPages counts the pages of `size` that hold `totalElements`. */
export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
