import { describe, expect, it } from 'vitest';
import { isStaffApiPath } from './staff-paths';

describe('the staff API on the customer site (issue 24)', () => {
  it('is recognised however the path is spelled, so the edge answers 404', () => {
    for (const path of [
      '/api/staff/v1/auth/me',
      '/api/staff',
      '/api/staff/',
      '/api/Staff/v1/staff',
      '/api/%73taff/v1/auth/login',
      '//api//staff/v1/audit',
      '/./api/./staff/v1/auth/me',
    ]) {
      expect(isStaffApiPath(path), path).toBe(true);
    }
  });

  it('leaves the site own calls and pages alone', () => {
    for (const path of ['/api/promo/v1/promo/hero', '/api/staffing', '/api/customer/v1/staff', '/staff', '/konsol', '/api/%E0%A4%A']) {
      expect(isStaffApiPath(path), path).toBe(false);
    }
  });
});
