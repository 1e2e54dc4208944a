import 'server-only';

import { parseWebEnv, type WebEnv } from './env-schema';

export { DEV_CLIENT_SECRET, ENV_DEFAULTS, parseWebEnv, type WebEnv } from './env-schema';

/** Parsed once when the server loads this module: a wrong value stops the app with a clear message. */
export const env: WebEnv = parseWebEnv(process.env);
