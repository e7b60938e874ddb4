import {
  addPasskeySchema,
  currentCodeSchema,
  passkeyParamsSchema,
  renamePasskeySchema,
  signInPolicySchema,
  totpCodeSchema,
} from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userIdOf } from '#platform/auth';
import { AppError, refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { adminUsernameOf } from '#modules/auth';
import {
  addPasskey,
  passkeyAddOptions,
  passkeysOf,
  relyingParty,
  removePasskey,
  renamePasskey,
} from './passkeys';
import { countedCheck } from './second-step';
import {
  backupCodesLeft,
  confirmSetup,
  setTwoStepRequired,
  startSetup,
  turnOff,
  twoStepOn,
  twoStepRequired,
} from './two-step-service';

/**
 * A wrong code from a signed-in member is a refusal of this action (403), not of their session:
 * a 401 would sign the console out.
 */
async function refusedNot401<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.type === 'unauthenticated') {
      // The same refusal under another status: its key still writes it in the shopper's language.
      const keyed = err.key === undefined ? undefined : { key: err.key, params: err.params };
      throw new AppError('forbidden', err.message, err.code, err.fields, keyed);
    }
    throw err;
  }
}

async function usernameOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const username = await adminUsernameOf(app.db, userIdOf(request));
  if (!username) throw refusal('not_found', 'two_step.account_not_found', { code: 'NOT_FOUND' });
  return username;
}

/** The console's Security page: the member's own two-step sign-in and passkeys, the owner's rule. */
export async function twoStepSecurityRoutes(app: FastifyInstance) {
  const guarded = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/security',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: "The signed-in member's two-step sign-in and passkeys, and the store's rule",
          response:
            '{success, twoStep: {on, backupCodesLeft}, passkeys: [{id, name, createdAt, lastUsedAt}], policy: {twoStepRequired}}',
        },
      },
    },
    async (request) => {
      const adminId = userIdOf(request);
      return {
        success: true,
        twoStep: {
          on: await twoStepOn(app.db, adminId),
          backupCodesLeft: await backupCodesLeft(app.db, adminId),
        },
        passkeys: await passkeysOf(app.db, adminId),
        policy: { twoStepRequired: await twoStepRequired(app.db) },
      };
    },
  );

  app.post(
    '/api/admin/security/two-step/start',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary:
            'Starts setting up an authenticator app: its secret, as text and as a QR address',
          description:
            'Not in force until confirmed with a code; starting again makes a new secret.',
          response: '{success, secret, uri}',
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await startSetup(app, userIdOf(request), await usernameOf(app, request))),
    }),
  );

  app.post(
    '/api/admin/security/two-step/confirm',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: 'Confirms the app with a code: two-step sign-in is on; ten backup codes, once',
          body: totpCodeSchema,
          response: '{success, backupCodes}',
        },
      },
    },
    async (request) => {
      const { code } = parseInput(totpCodeSchema, request.body);
      const adminId = userIdOf(request);
      const backupCodes = await refusedNot401(() =>
        countedCheck(app, request, adminId, () => confirmSetup(app, adminId, code, request)),
      );
      return { success: true, backupCodes };
    },
  );

  app.post(
    '/api/admin/security/two-step/off',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: 'Turns two-step sign-in off with a current code (or a backup code)',
          description: 'Refused while the owner requires two-step sign-in for everyone.',
          body: currentCodeSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { code } = parseInput(currentCodeSchema, request.body);
      const adminId = userIdOf(request);
      await refusedNot401(() =>
        countedCheck(app, request, adminId, () => turnOff(app, adminId, code, request)),
      );
      return { success: true };
    },
  );

  app.put(
    '/api/admin/security/policy',
    {
      ...guarded,
      config: {
        permission: 'settings:manage',
        openapi: {
          summary: 'The owner requires (or stops requiring) two-step sign-in for every member',
          description:
            'Members without it set it up at their next sign-in. Only a member with two-step ' +
            'sign-in on may require it.',
          body: signInPolicySchema,
          response: '{success, policy: {twoStepRequired}}',
        },
      },
    },
    async (request) => {
      const { twoStepRequired: required } = parseInput(signInPolicySchema, request.body);
      await setTwoStepRequired(app, userIdOf(request), required, request);
      return { success: true, policy: { twoStepRequired: required } };
    },
  );

  app.post(
    '/api/admin/security/passkeys/options',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: 'Starts adding a passkey: WebAuthn options and their challenge (5 minutes)',
          response: '{success, challenge, expiresAt, options}',
        },
      },
    },
    async (request, reply) => ({
      success: true,
      ...(await passkeyAddOptions(
        app,
        relyingParty(app, request, reply),
        userIdOf(request),
        await usernameOf(app, request),
      )),
    }),
  );

  app.post(
    '/api/admin/security/passkeys',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: "Adds the browser's new passkey under a name",
          body: addPasskeySchema,
          response: '{success, passkey: {id, name, createdAt, lastUsedAt}}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(addPasskeySchema, request.body);
      const passkey = await refusedNot401(() =>
        addPasskey(
          app,
          relyingParty(app, request, reply),
          { adminId: userIdOf(request), ...input },
          request,
        ),
      );
      return { success: true, passkey };
    },
  );

  app.patch(
    '/api/admin/security/passkeys/:id',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: 'Renames one of the member’s passkeys',
          params: passkeyParamsSchema,
          body: renamePasskeySchema,
          response: '{success, passkey}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(passkeyParamsSchema, request.params);
      const { name } = parseInput(renamePasskeySchema, request.body);
      return { success: true, passkey: await renamePasskey(app.db, userIdOf(request), id, name) };
    },
  );

  app.delete(
    '/api/admin/security/passkeys/:id',
    {
      ...guarded,
      config: {
        permission: 'member',
        openapi: {
          summary: 'Removes one of the member’s passkeys',
          params: passkeyParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(passkeyParamsSchema, request.params);
      await removePasskey(app.db, userIdOf(request), id, request);
      return { success: true };
    },
  );
}
