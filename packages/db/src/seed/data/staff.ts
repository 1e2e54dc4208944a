import type { StaffRole } from '@kemudi/domain/staff-roles';
import type { staff as staffTable, staffBranches as staffBranchesTable } from '../../schema/staff';
import { branchId, type BranchSlug } from './keys';

type StaffInsert = typeof staffTable.$inferInsert;
type StaffBranchInsert = typeof staffBranchesTable.$inferInsert;

/**
 * The demo staff of the console (README "Konsol staf"), seeded outside production only, like the
 * demo customers: their password and TOTP secrets are published so that anyone running the demo —
 * and the tests — can sign in and compute the six-digit codes. The hash is scrypt in the format of
 * apps/api/src/lib/password.ts, computed once with a fixed salt so the seed stays deterministic:
 *   scryptSync('StafKemudi2026', Buffer.from('kemudi-staf-demo'), 32, { N: 32768, r: 8, p: 1, maxmem: 64 MiB })
 * seed.test.ts recomputes it.
 */
export const DEMO_STAFF_PASSWORD = 'StafKemudi2026';
export const DEMO_STAFF_PASSWORD_HASH = 'scrypt$32768$8$1$a2VtdWRpLXN0YWYtZGVtbw$iVMDYRBTeJZbOLNqYohTqyy_PcJJSqTvALIHg-6Py34';

export type DemoStaff = {
  key: string;
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  branches: BranchSlug[];
  /** Base32 (RFC 4648), 160 bits: what an authenticator app is given. */
  totpSecret: string;
};

/** Fixed ids and secrets, so the seed can run again without duplicating anyone. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    key: 'admin',
    id: '00000000-0000-4000-8000-00000005a001',
    name: 'Dewi Lestari',
    email: 'dewi@staf.contoh.com',
    role: 'group_admin',
    branches: [],
    totpSecret: 'KEMUDIGROUPADMINDEWIDEMOTOTPAAAA',
  },
  {
    key: 'manager',
    id: '00000000-0000-4000-8000-00000005a002',
    name: 'Hendra Gunawan',
    email: 'hendra@staf.contoh.com',
    role: 'branch_manager',
    branches: ['kemudi-toyota-sunter', 'kemudi-toyota-kelapa-gading'],
    totpSecret: 'KEMUDIBRANCHMANAGERHENDRADEMOAAA',
  },
  {
    key: 'advisorSunter',
    id: '00000000-0000-4000-8000-00000005a003',
    name: 'Agus Setiawan',
    email: 'agus@staf.contoh.com',
    role: 'service_advisor',
    branches: ['kemudi-toyota-sunter'],
    totpSecret: 'KEMUDISERVICEADVISORAGUSDEMOAAAA',
  },
  {
    key: 'advisorBandung',
    id: '00000000-0000-4000-8000-00000005a004',
    name: 'Rudi Hartono',
    email: 'rudi@staf.contoh.com',
    role: 'service_advisor',
    branches: ['kemudi-toyota-bandung-soekarno-hatta'],
    totpSecret: 'KEMUDISERVICEADVISORRUDIDEMOAAAA',
  },
  {
    key: 'salesSunter',
    id: '00000000-0000-4000-8000-00000005a005',
    name: 'Maya Anggraini',
    email: 'maya@staf.contoh.com',
    role: 'sales',
    branches: ['kemudi-toyota-sunter'],
    totpSecret: 'KEMUDISALESMAYADEMOTOTPSECRETAAA',
  },
  {
    key: 'salesBandung',
    id: '00000000-0000-4000-8000-00000005a006',
    name: 'Bayu Saputra',
    email: 'bayu@staf.contoh.com',
    role: 'sales',
    branches: ['kemudi-toyota-bandung-soekarno-hatta'],
    totpSecret: 'KEMUDISALESBAYUDEMOTOTPSECRETAAA',
  },
  {
    key: 'editor',
    id: '00000000-0000-4000-8000-00000005a007',
    name: 'Nina Kartika',
    email: 'nina@staf.contoh.com',
    role: 'content_editor',
    branches: [],
    totpSecret: 'KEMUDICONTENTEDITORNINADEMOAAAAA',
  },
  {
    // The orders queue's browser test (console-orders.spec.ts) refunds as her.
    key: 'managerFatmawati',
    id: '00000000-0000-4000-8000-00000005a008',
    name: 'Sari Wulandari',
    email: 'sari@staf.contoh.com',
    role: 'branch_manager',
    branches: ['kemudi-toyota-fatmawati'],
    totpSecret: 'KEMUDIBRANCHMANAGERSARIDEMOAAAAA',
  },
  // Issue 25: the browser test of the price import (console-prices.spec.ts) signs in as him alone.
  {
    key: 'pricesManager',
    id: '00000000-0000-4000-8000-0000000525a1',
    name: 'Teguh Prasetyo',
    email: 'teguh@staf.contoh.com',
    role: 'branch_manager',
    branches: ['kemudi-toyota-bandung-soekarno-hatta'],
    totpSecret: 'KEMUDIBRANCHMANAGERTEGUHDEMOAAAA',
  },
];

/** Enrolled before the seed's day, so they sign in with password + code straight away. */
const ENROLLED_AT = new Date('2026-10-01T09:00:00+07:00');

export const demoStaffRows: StaffInsert[] = DEMO_STAFF.map((member) => ({
  id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
  passwordHash: DEMO_STAFF_PASSWORD_HASH,
  // Published secrets: kept as they are (the API encrypts the secrets it makes itself).
  totpSecret: `plain:${member.totpSecret}`,
  totpEnrolledAt: ENROLLED_AT,
  passwordChangedAt: ENROLLED_AT,
  createdAt: ENROLLED_AT,
  updatedAt: ENROLLED_AT,
}));

export const demoStaffBranches: StaffBranchInsert[] = DEMO_STAFF.flatMap((member) =>
  member.branches.map((slug) => ({ staffId: member.id, branchId: branchId(slug) })),
);
