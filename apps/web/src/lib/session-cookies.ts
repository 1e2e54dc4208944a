/*
 * The names of the token cookies (§4, set only by src/server/session.ts), for code that must know
 * whether a request belongs to a customer without reading the tokens: the edge server (src/edge)
 * never caches or shares anything for such a request.
 */
export const ACCESS_TOKEN_COOKIE = 'kemudi_at';
export const REFRESH_TOKEN_COOKIE = 'kemudi_rt';
/**
 * §4 "A temporary login state keeps tokens in temp cookies until promoted after phone
 * verification": a customer who registered (or logged in with a password) but has not verified
 * their phone holds a temporary pair here. It only lets them verify the phone (/verifikasi-otp);
 * every other page sees a guest, since the render reads kemudi_at only.
 */
export const TEMP_ACCESS_TOKEN_COOKIE = 'kemudi_tmp_at';
export const TEMP_REFRESH_TOKEN_COOKIE = 'kemudi_tmp_rt';

/** Every cookie that carries a token: a request with any of them is personal. */
export const TOKEN_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TEMP_ACCESS_TOKEN_COOKIE, TEMP_REFRESH_TOKEN_COOKIE] as const;
