import { describe, expect, it } from 'vitest';
import { staffChangeSchema, staffRoleSchema } from './schemas/staff';
import {
  allows,
  BUILT_IN_ROLE_PERMISSIONS as ROLES,
  PERMISSIONS,
  permissionsNotHeld,
  permissionsOfRole,
} from './staff';

describe('built-in roles', () => {
  it('gives the owner everything and the manager everything but staff', () => {
    expect(ROLES.owner).toEqual(PERMISSIONS);
    expect(PERMISSIONS.filter((p) => !ROLES.manager.includes(p))).toEqual([
      'staff:read',
      'staff:manage',
    ]);
    expect(ROLES.manager).toContain('settings:manage');
  });

  it('keeps fulfilment away from prices, wallets, customers and staff', () => {
    for (const p of [
      'prices:write',
      'wallet:adjust',
      'wallet:read',
      'customers:read',
      'staff:read',
    ]) {
      expect(ROLES.fulfilment).not.toContain(p);
    }
    expect(ROLES.fulfilment).toEqual(
      expect.arrayContaining([
        'orders:ship',
        'orders:deliver',
        'orders:packing-slips',
        'returns:pickup',
        'returns:replace',
      ]),
    );
  });

  it('makes the accountant read only and customer service unable to touch the catalogue', () => {
    expect(ROLES.accountant.every((p) => /:(read|export)$/.test(p))).toBe(true);
    expect(ROLES['customer-service'].some((p) => p.startsWith('products:'))).toBe(false);
    expect(ROLES['customer-service']).toContain('wallet:adjust');
  });
});

describe('the grant rule and the guard’s check', () => {
  it('names what a granter lacks, in the list’s order', () => {
    expect(permissionsNotHeld(ROLES.catalogue, ROLES.fulfilment)).toEqual([
      'orders:read',
      'orders:ship',
      'orders:deliver',
      'orders:packing-slips',
      'returns:read',
      'returns:pickup',
      'returns:replace',
    ]);
    expect(permissionsNotHeld(ROLES.owner, ROLES.manager)).toEqual([]);
  });

  it('lets any member past `member`, and past a list with one permission held', () => {
    expect(allows([], 'member')).toBe(true);
    expect(allows(['orders:cancel'], ['orders:ship', 'orders:cancel'])).toBe(true);
    expect(allows(['orders:read'], ['orders:ship', 'orders:cancel'])).toBe(false);
  });

  it('keeps only known permissions of a custom role', () => {
    expect(permissionsOfRole('custom', ['orders:read', 'everything:all'])).toEqual(['orders:read']);
  });
});

describe('staff schemas', () => {
  it('orders a custom role’s permissions and refuses unknown ones', () => {
    expect(
      staffRoleSchema.parse({ name: ' Packers ', permissions: ['orders:ship', 'orders:read'] }),
    ).toEqual({ name: 'Packers', permissions: ['orders:read', 'orders:ship'] });
    expect(staffRoleSchema.safeParse({ name: 'x', permissions: ['root:all'] }).success).toBe(false);
    expect(staffRoleSchema.safeParse({ name: 'x', permissions: [] }).success).toBe(false);
  });

  it('takes a wallet cap in AED with at most two decimals, and refuses an empty change', () => {
    expect(staffChangeSchema.parse({ walletDailyCap: 150.5 })).toEqual({ walletDailyCap: 150.5 });
    expect(staffChangeSchema.safeParse({ walletDailyCap: 1.005 }).success).toBe(false);
    expect(staffChangeSchema.safeParse({ walletDailyCap: -1 }).success).toBe(false);
    expect(staffChangeSchema.safeParse({}).success).toBe(false);
  });
});
