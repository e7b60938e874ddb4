import type { ReturnAction } from './return-steps';

/**
 * Staff roles as data: every back-office call needs one permission of the form `area:action`, a
 * role is a set of them, and a member holds the permissions of their role. The server's guard and
 * the console's menus read the same lists.
 */

/** Every permission the back office knows, in the order the role form lists them. */
export const PERMISSIONS = [
  'dashboard:read',
  'reports:read',
  'invoices:read',
  'products:read',
  'products:write',
  'products:delete',
  'prices:write',
  'images:write',
  'products:import',
  'products:export',
  'offers:read',
  'offers:write',
  'promotions:read',
  'promotions:write',
  'orders:read',
  'orders:ship',
  'orders:deliver',
  'orders:packing-slips',
  'orders:cancel',
  'orders:capture',
  'orders:export',
  'returns:read',
  'returns:decide',
  'returns:pickup',
  'returns:replace',
  'returns:delete',
  'returns:credit',
  'customers:read',
  'customers:data',
  'customers:erase',
  'wallet:read',
  'wallet:adjust',
  'audit:read',
  'settings:manage',
  'staff:read',
  'staff:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a back-office route declares: a permission, or `member` for calls every signed-in member
 * makes about themselves (who am I, my signed-in devices).
 */
export type RoutePermission = Permission | 'member';

/**
 * What a route's options declare: one permission, or several when one call does different things
 * by its input (an order shipped or cancelled): the guard lets a member past with any of them, and
 * the handler demands the one the input asks for before changing anything.
 */
export type PermissionDeclaration = RoutePermission | readonly Permission[];

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && PERMISSION_SET.has(value);
}

export const BUILT_IN_ROLES = [
  'owner',
  'manager',
  'catalogue',
  'fulfilment',
  'customer-service',
  'accountant',
] as const;

export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** A member's role: a built-in one, or `custom` with the custom role's id beside it. */
export type StaffRoleKey = BuiltInRole | 'custom';

export function isBuiltInRole(value: unknown): value is BuiltInRole {
  return typeof value === 'string' && (BUILT_IN_ROLES as readonly string[]).includes(value);
}

const STAFF_AREA: readonly Permission[] = ['staff:read', 'staff:manage'];

/** The permissions of each built-in role. */
export const BUILT_IN_ROLE_PERMISSIONS: Readonly<Record<BuiltInRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !STAFF_AREA.includes(p)),
  catalogue: [
    'products:read',
    'products:write',
    'products:delete',
    'prices:write',
    'images:write',
    'products:import',
    'products:export',
    'offers:read',
    'offers:write',
    'promotions:read',
    'promotions:write',
  ],
  fulfilment: [
    'orders:read',
    'orders:ship',
    'orders:deliver',
    'orders:packing-slips',
    'returns:read',
    'returns:pickup',
    'returns:replace',
  ],
  'customer-service': [
    'customers:read',
    'orders:read',
    'orders:cancel',
    'returns:read',
    'returns:decide',
    'returns:delete',
    'returns:credit',
    'wallet:read',
    'wallet:adjust',
  ],
  accountant: [
    'dashboard:read',
    'reports:read',
    'invoices:read',
    'orders:read',
    'orders:export',
    'products:export',
  ],
};

/** The permissions a role holds: a built-in role's list, or a custom role's stored one. */
export function permissionsOfRole(
  role: StaffRoleKey,
  customPermissions: readonly string[] = [],
): Permission[] {
  if (role === 'custom') return PERMISSIONS.filter((p) => customPermissions.includes(p));
  return [...BUILT_IN_ROLE_PERMISSIONS[role]];
}

/** Whether a member holding `held` may make a call that declares `needed` (any of a list). */
export function allows(held: readonly string[], needed: PermissionDeclaration): boolean {
  if (typeof needed !== 'string') return needed.some((p) => held.includes(p));
  return needed === 'member' || held.includes(needed);
}

/**
 * The grant rule: a member may give a role (to someone, or to a custom role they make) only when
 * they hold every permission of it. Answers the permissions they lack, none when allowed.
 */
export function permissionsNotHeld(
  granter: readonly string[],
  granted: readonly string[],
): Permission[] {
  return PERMISSIONS.filter((p) => granted.includes(p) && !granter.includes(p));
}

/**
 * The permission a return's status change needs, by the status it moves to: the courier side's
 * steps (a pickup, a replacement shipped) are theirs; accepting and rejecting are deciding.
 */
export function returnStepPermission(to: string): Permission {
  if (to === 'pickup_scheduled') return 'returns:pickup';
  if (to === 'replacement_shipped') return 'returns:replace';
  return 'returns:decide';
}

/**
 * What each button of Manage Returns needs, as the server's calls declare it: a code serves both
 * the pickup and the replacement's delivery, so either permission sends and checks one.
 */
export const RETURN_ACTION_PERMISSION: Readonly<Record<ReturnAction, PermissionDeclaration>> = {
  accept: returnStepPermission('approved_by_shop_owner'),
  reject: returnStepPermission('rejected'),
  schedule_pickup: returnStepPermission('pickup_scheduled'),
  send_pickup_code: ['returns:pickup', 'returns:replace'],
  ship_replacement: returnStepPermission('replacement_shipped'),
  send_delivery_code: ['returns:pickup', 'returns:replace'],
  credit_wallet: 'returns:credit',
  delete: 'returns:delete',
};

/** Wallet adjustments a member other than an owner may make a Dubai day, unless the owner sets another. */
export const STAFF_WALLET_DAILY_CAP_FILS = 20_000;

/** How long an invitation's link works. */
export const STAFF_INVITATION_HOURS = 72;

/** A custom role's name. */
export const STAFF_ROLE_NAME_MAX_CHARS = 60;
export const STAFF_NAME_MAX_CHARS = 100;

/** The built-in roles' names as the console and the invitation mail show them. */
export const BUILT_IN_ROLE_NAMES: Readonly<Record<'en' | 'ar', Record<BuiltInRole, string>>> = {
  en: {
    owner: 'Owner',
    manager: 'Manager',
    catalogue: 'Catalogue',
    fulfilment: 'Fulfilment',
    'customer-service': 'Customer service',
    accountant: 'Accountant',
  },
  ar: {
    owner: 'المالك',
    manager: 'المدير',
    catalogue: 'إدارة المنتجات',
    fulfilment: 'تجهيز الطلبات وشحنها',
    'customer-service': 'خدمة العملاء',
    accountant: 'المحاسب',
  },
};
