import { ID, type Call } from './call';

/** A challenge as the password step hands it out (43 base64url characters); it need not exist. */
const CHALLENGE = 'q8Jx0lq3s1Xo2c7mZb5n6v4t9r8e7w6q5a4s3d2f1g0';
const B64 = 'AQIDBAUGBwgJCgsMDQ4PEA';

/** Two-step sign-in's and passkeys' calls with a valid request each. */
export const TWO_STEP_CALLS: Call[] = [
  {
    method: 'POST',
    url: '/api/admin/login/code',
    auth: 'none',
    body: { challenge: CHALLENGE, code: '123456' },
  },
  { method: 'POST', url: '/api/admin/login/setup', auth: 'none', body: { challenge: CHALLENGE } },
  {
    method: 'POST',
    url: '/api/admin/login/setup/confirm',
    auth: 'none',
    body: { challenge: CHALLENGE, code: '123456' },
  },
  {
    method: 'POST',
    url: '/api/admin/login/passkey',
    auth: 'none',
    body: {
      challenge: CHALLENGE,
      credential: {
        id: B64,
        rawId: B64,
        type: 'public-key',
        response: { clientDataJSON: B64, authenticatorData: B64, signature: B64 },
      },
    },
  },
  {
    method: 'POST',
    url: '/api/admin/security/two-step/confirm',
    auth: 'admin',
    body: { code: '123456' },
  },
  {
    method: 'POST',
    url: '/api/admin/security/two-step/off',
    auth: 'admin',
    body: { code: '123456' },
  },
  {
    method: 'POST',
    url: '/api/admin/security/passkeys',
    auth: 'admin',
    body: {
      challenge: CHALLENGE,
      name: 'Office laptop',
      credential: {
        id: B64,
        rawId: B64,
        type: 'public-key',
        response: { clientDataJSON: B64, attestationObject: B64, transports: ['internal'] },
      },
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/security/policy',
    auth: 'admin',
    body: { twoStepRequired: false },
  },
  {
    method: 'PATCH',
    url: '/api/admin/security/passkeys/:id',
    auth: 'admin',
    params: { id: ID },
    body: { name: 'Phone' },
  },
  { method: 'DELETE', url: '/api/admin/security/passkeys/:id', auth: 'admin', params: { id: ID } },
];
