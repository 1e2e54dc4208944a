/**
 * The dealer staff console's roles (issue 24): who may do what, and on which branches' records.
 * One table read by both sides: the API checks every staff call against it (apps/api/src/modules/
 * staff, `requireStaff`), and the console (apps/console) reads it only to show a role what it may
 * do — hiding a button protects nothing, the API refuses the call.
 */

export const STAFF_ROLES = ['group_admin', 'branch_manager', 'service_advisor', 'sales', 'content_editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the console shows for each role. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  group_admin: 'Admin grup',
  branch_manager: 'Kepala cabang',
  service_advisor: 'Service advisor',
  sales: 'Sales',
  content_editor: 'Editor konten',
};

/**
 * Every action a staff call can need. Queues (bookings, orders, leads, tickets) are the lead's
 * next step; their permissions are named here already so that the roles stay in one table.
 * - `bookings.service`: workshop, home service, body & paint and inspection bookings.
 * - `bookings.testDrive`: test drives.
 * - `orders`: spare-part and accessory orders; `orders.refund` returns a payment.
 * - `tickets`: the Hubungi Kami messages.
 * - `prices.edit`: OTR prices, colour surcharges and price-list imports (issue 25; group-wide:
 *   prices are per city, not per branch).
 * - `stock.edit`: what is left to sell of accessories, spare parts and coupons (issue 25;
 *   group-wide like prices: one warehouse count per item).
 * - `branches.edit`: a branch's weekly schedule, closed days, salesmen, test-drive cars and Cubain
 *   fleet (issue 25; branch managers their own branches, group admins all).
 * - `dashboard.view`: the Dasbor's figures (issue 25) of the member's branches, or the group's.
 */
export const STAFF_PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'bookings.service.read',
  'bookings.service.write',
  'bookings.testDrive.read',
  'bookings.testDrive.write',
  'orders.read',
  'orders.write',
  'orders.refund',
  'leads.read',
  'leads.write',
  'tickets.read',
  'tickets.write',
  'content.edit',
  'prices.edit',
  'stock.edit',
  'branches.edit',
  'dashboard.view',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const QUEUES_SERVICE: StaffPermission[] = ['bookings.service.read', 'bookings.service.write', 'orders.read', 'orders.write'];
const QUEUES_SALES: StaffPermission[] = ['bookings.testDrive.read', 'bookings.testDrive.write', 'leads.read', 'leads.write'];

/** Role → what it may do (issue 24 "Roles and branch scope"). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  // All branches, staff management, the audit log.
  group_admin: STAFF_PERMISSIONS,
  // Every queue of their own branches; not the staff list nor the audit log.
  branch_manager: [...QUEUES_SERVICE, ...QUEUES_SALES, 'orders.refund', 'tickets.read', 'tickets.write', 'prices.edit', 'stock.edit', 'branches.edit', 'dashboard.view'],
  // Workshop, home service, body & paint, inspections and spare parts of their own branch.
  service_advisor: QUEUES_SERVICE,
  // Leads and test drives of their own branch: those assigned to them and unassigned ones.
  sales: QUEUES_SALES,
  // The content issue (next) gives this role its screens.
  content_editor: ['content.edit'],
};

/**
 * Which records of a queue a role sees: `all` branches; its own `branches`; its own branches and,
 * there, only records assigned to it or to nobody (`assigned`); `none` (no branch records at all).
 */
export type BranchScope = 'all' | 'branches' | 'assigned' | 'none';
export const ROLE_SCOPE: Readonly<Record<StaffRole, BranchScope>> = {
  group_admin: 'all',
  branch_manager: 'branches',
  service_advisor: 'branches',
  sales: 'assigned',
  content_editor: 'none',
};

/** Roles that work on branch records must name at least one branch; a group admin needs none. */
export function roleNeedsBranches(role: StaffRole): boolean {
  return ROLE_SCOPE[role] === 'branches' || ROLE_SCOPE[role] === 'assigned';
}

export function can(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The console's sections in sidebar order, each shown to a role holding one of its permissions. */
export const STAFF_SECTIONS = [
  { key: 'dashboard', label: 'Dasbor', path: '/dasbor', anyOf: ['dashboard.view'] },
  { key: 'bookings', label: 'Booking', path: '/booking', anyOf: ['bookings.service.read', 'bookings.testDrive.read'] },
  { key: 'orders', label: 'Pesanan', path: '/pesanan', anyOf: ['orders.read'] },
  { key: 'leads', label: 'Leads', path: '/leads', anyOf: ['leads.read'] },
  { key: 'tickets', label: 'Tiket', path: '/tiket', anyOf: ['tickets.read'] },
  { key: 'promos', label: 'Promo', path: '/promo', anyOf: ['content.edit'] },
  { key: 'content', label: 'Konten', path: '/konten', anyOf: ['content.edit'] },
  { key: 'prices', label: 'Harga', path: '/harga', anyOf: ['prices.edit'] },
  { key: 'stock', label: 'Stok', path: '/stok', anyOf: ['stock.edit'] },
  { key: 'branches', label: 'Cabang', path: '/cabang', anyOf: ['branches.edit'] },
  { key: 'staff', label: 'Staf', path: '/staf', anyOf: ['staff.manage'] },
  { key: 'audit', label: 'Log Audit', path: '/log-audit', anyOf: ['audit.read'] },
] as const satisfies readonly { key: string; label: string; path: `/${string}`; anyOf: readonly StaffPermission[] }[];
export type StaffSection = (typeof STAFF_SECTIONS)[number];

export function sectionsFor(role: StaffRole): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => section.anyOf.some((permission) => can(role, permission)));
}

// Sign-in rules (issue 24): the numbers both the API and the console's messages use.
/** Wrong passwords or codes in a row before the account is locked. */
export const STAFF_MAX_FAILED_LOGINS = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
/** A full session lasts 8 hours from sign-in, however active (absolute, not sliding). */
export const STAFF_SESSION_HOURS = 8;
/** Between the password and the second factor (or the enrolment). */
export const STAFF_PASSWORD_STAGE_MINUTES = 10;
export const STAFF_RESET_LINK_MINUTES = 60;
export const STAFF_INVITE_LINK_HOURS = 72;
export const STAFF_RECOVERY_CODE_COUNT = 10;
