import { ADMIN_USERS_SEARCH_CAP, type AdminLoginInput, type AdminUsersQuery } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#db/client';
import { adminSessions } from '#db/schema';
import { recordAdminWrite } from '#modules/audit';
import { refusal } from '#platform/errors';
import type { AuthDeps, SignInClients } from './auth-deps';
import { findAdminById, findAdminByUsername, type AdminRow } from './admin-repository';
import { findUserById, type UserRow } from './auth-repository';
import { accountBucket, adminAccountBucket } from './sign-in-limits';
import { customerTotal, pageRows, searchPage, type CustomerListRow } from './customer-repository';

/**
 * A shopper's saved addresses as the console shows them. Addresses sit above auth (an address
 * belongs to an account), so the app hands their reader in.
 */
export type SavedAddressesOf = (db: Db, userId: string) => Promise<unknown[]>;

/** One message for an unknown username and a wrong password. */
const invalidAdminCredentials = () =>
  refusal('unauthenticated', 'account.invalid_username_password', { code: 'INVALID_CREDENTIALS' });

/** The device a back-office sign-in comes from, as the member's device list shows it. */
export interface SignInDevice {
  ip: string;
  userAgent: string | undefined;
}

/** Browsers send long agents; the device list needs the start of one. */
const USER_AGENT_KEPT = 300;

/**
 * The password step of a staff member's sign-in (the owner the store made, or an invited member
 * by their email), in the same time whether or not the name exists. A deactivated member is
 * refused after the password check. What follows is a second step or the session itself.
 */
export async function checkAdminPassword(
  deps: Pick<AuthDeps, 'db' | 'passwords'>,
  input: AdminLoginInput,
): Promise<AdminRow> {
  const admin = await findAdminByUsername(deps.db, input.username);
  const ok = await deps.passwords.verifyOrDummy(input.password, admin?.passwordHash);
  if (!admin || !ok) throw invalidAdminCredentials();
  refuseDeactivated(admin);
  return admin;
}

function refuseDeactivated(admin: AdminRow) {
  if (admin.status !== 'active') {
    throw refusal('unauthenticated', 'ACCOUNT_DEACTIVATED');
  }
}

/**
 * Starts a member's session once every step of the sign-in is done (the password, and the code
 * or passkey when two-step sign-in is on): an admin-role token naming a new signed-in device.
 * The sign-in is audited. A member deactivated meanwhile is refused.
 */
export async function startAdminSession(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  member: AdminRow | string,
  device: SignInDevice,
): Promise<string> {
  const admin = typeof member === 'string' ? await findAdminById(deps.db, member) : member;
  if (!admin) throw invalidAdminCredentials();
  refuseDeactivated(admin);
  const sessionId = await deps.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(adminSessions)
      .values({
        adminId: admin.id,
        ip: device.ip,
        userAgent: (device.userAgent ?? '').slice(0, USER_AGENT_KEPT),
      })
      .returning({ id: adminSessions.id });
    if (!session) throw new Error('session insert returned nothing');
    await recordAdminWrite(
      tx,
      {
        auth: { userId: admin.id, role: 'admin', sessionVersion: admin.sessionVersion },
        staff: { name: admin.name ?? admin.username },
      },
      {
        action: 'staff.sign-in',
        objectType: 'staff',
        objectId: admin.id,
        objectLabel: admin.username,
        changes: { ip: device.ip },
      },
    );
    return session.id;
  });
  return deps.tokens.sign({ userId: admin.id, role: 'admin', sessionId });
}

/** The device of a sign-in request, as the member's device list shows it. */
export function signInDevice(request: FastifyRequest): SignInDevice {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * The per-account bucket an admin sign-in from `ip` counts in: like the shopper's, an address
 * this admin signed in from before has its own (sign-in-limits.ts).
 */
export async function adminLoginBucket(
  deps: SignInClients,
  username: string,
  ip: string,
): Promise<string> {
  const admin = await findAdminByUsername(deps.db, username);
  return accountBucket(deps, adminAccountBucket(username), admin && { adminId: admin.id }, ip);
}

/**
 * The customer list of the back office: a page of `{_id, fullname, email, createdAt}` and the
 * total. A search counts and pages within its first ADMIN_USERS_SEARCH_CAP matches and says
 * `totalCapped: true` when there are more (docs/decisions/0008).
 */
export async function customerPage(db: Db, query: AdminUsersQuery) {
  const { q, page, limit } = query;
  let rows: CustomerListRow[];
  let total: number;
  let totalCapped = false;
  if (q) {
    const found = await searchPage(db, query, ADMIN_USERS_SEARCH_CAP);
    totalCapped = found.matched > ADMIN_USERS_SEARCH_CAP;
    total = Math.min(found.matched, ADMIN_USERS_SEARCH_CAP);
    rows = found.rows;
  } else {
    total = await customerTotal(db);
    rows = await pageRows(db, query, total);
  }
  return {
    users: rows.map((r) => ({
      _id: r.id,
      fullname: r.fullname,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    totalCapped,
    page,
    limit,
  };
}

/** How a customer signs in: a password, Google, or both (an account linked after the fact). */
function signInMethod(row: { passwordHash: string | null; googleSub: string | null }) {
  if (row.passwordHash && row.googleSub) return 'password_and_google';
  return row.googleSub ? 'google' : 'password';
}

/**
 * The account as the console's customer page and the data download show it. Never the password
 * hash or the Google id, only which of them the account has.
 */
export function profileJson(row: UserRow) {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phoneno: row.phoneno,
    language: row.language,
    signInMethod: signInMethod(row),
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The console's customer page: the profile and saved addresses. */
export async function customerProfile(db: Db, userId: string, savedAddressesOf: SavedAddressesOf) {
  const row = await findUserById(db, userId);
  if (!row) throw refusal('not_found', 'customer.customer_not_found', { code: 'NOT_FOUND' });
  return { customer: profileJson(row), addresses: await savedAddressesOf(db, userId) };
}
