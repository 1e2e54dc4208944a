/*
 * The names of the token cookies (§4, set only by src/server/session.ts), for code that must know
 * whether a request belongs to a customer without reading the tokens: the edge server (src/edge)
 * never caches or shares anything for such a request.
 */
export const ACCESS_TOKEN_COOKIE = 'kemudi_at';
export const REFRESH_TOKEN_COOKIE = 'kemudi_rt';
export const TEMP_ACCESS_TOKEN_COOKIE = 'kemudi_tmp_at';
export const TEMP_REFRESH_TOKEN_COOKIE = 'kemudi_tmp_rt';

/** Every cookie that carries a token: a request with any of them is personal. */
export const TOKEN_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TEMP_ACCESS_TOKEN_COOKIE, TEMP_REFRESH_TOKEN_COOKIE] as const;
