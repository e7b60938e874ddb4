import { ID, type Call } from './call';

/** An invitation link's token in its shape (43 URL-safe characters); it need not exist. */
const INVITE_TOKEN = 'Zx9_'.repeat(10) + 'abc';

/** Staff calls (members, invitations, roles and devices) with a valid request each. */
export const STAFF_CALLS: Call[] = [
  { method: 'DELETE', url: '/api/admin/me/sessions/:id', auth: 'admin', params: { id: ID } },
  {
    method: 'POST',
    url: '/api/admin/staff/invitations',
    auth: 'admin',
    body: { email: 'noura@souq.test', role: 'fulfilment' },
  },
  { method: 'DELETE', url: '/api/admin/staff/invitations/:id', auth: 'admin', params: { id: ID } },
  { method: 'GET', url: '/api/staff/invitation', auth: 'none', query: { token: INVITE_TOKEN } },
  {
    method: 'POST',
    url: '/api/staff/accept',
    auth: 'none',
    body: { token: INVITE_TOKEN, name: 'Noura Al Ali', password: 'noura-password' },
  },
  {
    method: 'PATCH',
    url: '/api/admin/staff/:id',
    auth: 'admin',
    params: { id: ID },
    body: { role: 'accountant', status: 'active', walletDailyCap: 150 },
  },
  { method: 'GET', url: '/api/admin/staff/:id/sessions', auth: 'admin', params: { id: ID } },
  { method: 'DELETE', url: '/api/admin/staff/:id/sessions', auth: 'admin', params: { id: ID } },
  {
    method: 'POST',
    url: '/api/admin/staff/:id/two-step/reset',
    auth: 'admin',
    params: { id: ID },
  },
  {
    method: 'DELETE',
    url: '/api/admin/staff/:id/sessions/:sessionId',
    auth: 'admin',
    params: { id: ID, sessionId: ID },
  },
  {
    method: 'POST',
    url: '/api/admin/staff/roles',
    auth: 'admin',
    body: { name: 'Packers', permissions: ['orders:read', 'orders:packing-slips'] },
  },
  {
    method: 'PUT',
    url: '/api/admin/staff/roles/:id',
    auth: 'admin',
    params: { id: ID },
    body: { name: 'Packers', permissions: ['orders:read'] },
  },
  { method: 'DELETE', url: '/api/admin/staff/roles/:id', auth: 'admin', params: { id: ID } },
];
