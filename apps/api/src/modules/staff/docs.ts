import type { ApiConfig } from '../../env';
import { limitsOf } from '../../lib/limits';
import type { RouteDoc } from '../../lib/route';

/**
 * The route description of a module's staff calls: its tags, `access: 'staff'` and, when the module's
 * calls share one, their guard (a call may still name its own in `extra`).
 */
export function staffDoc(tags: string[], guard?: RouteDoc['guard']) {
  return (summary: string, extra: Omit<RouteDoc, 'tags' | 'summary' | 'access'> = {}): RouteDoc => ({
    tags,
    summary,
    access: 'staff',
    ...(guard ? { guard } : {}),
    ...extra,
  });
}

/** What every staff write adds to its description: 409 among its answers, and the staff writes' request limit. */
export const staffWrites = (config: Pick<ApiConfig, 'RATE_LIMITS'>): Pick<RouteDoc, 'errors' | 'limits'> => ({ errors: [409], ...limitsOf(config, 'staffWrites') });
