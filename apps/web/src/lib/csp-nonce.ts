/**
 * The request header through which the edge server (src/edge/security.ts) hands a render's
 * Content-Security-Policy nonce to the server components that write an inline script of their own.
 */
export const NONCE_HEADER = 'x-kemudi-nonce';
