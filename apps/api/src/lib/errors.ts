/** The one error type of the API (STYLE.md): answered as `{ errors: [{ type, message }] }` (§7). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    /** Extra top-level fields of the error body (e.g. `redirect: true` for §8 InvalidRefreshToken). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Data tidak ditemukan') => new AppError(404, 'NotFoundError', message);
export const badRequest = (message: string) => new AppError(400, 'ValidationError', message);

/** §7 product-detail: the one message for a product code that does not exist, whatever its kind. */
export const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';
export const productNotFound = (code: string) => notFound(`${PRODUCT_NOT_FOUND}: '${code}'`);
