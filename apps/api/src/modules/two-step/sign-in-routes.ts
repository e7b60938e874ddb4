import {
  passkeySignInSchema,
  secondStepSchema,
  setupChallengeSchema,
  setupConfirmSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { accountRateRules as R, adminUsernameOf, countOnlyFailures } from '#modules/auth';
import { openChallenge, spendChallenge, stepExpired } from './challenges';
import { passkeySignIn, passkeySignInOptions, relyingParty } from './passkeys';
import { checkSecondStep, countedCheck, startSession } from './second-step';
import { confirmSetup, memberActor, startSetup } from './two-step-service';

const SIGNED_IN = 'Login successful';

/** The steps of a back-office sign-in after the password, and signing in with a passkey. */
export async function twoStepSignInRoutes(app: FastifyInstance) {
  app.post(
    '/api/admin/login/code',
    {
      config: {
        openapi: {
          summary: "Two-step sign-in's second step: a code from the app, or a backup code",
          description:
            'The challenge comes from POST /api/admin/login and lasts 5 minutes. A code works once ' +
            '(a code of a step already used is refused), a backup code once. Wrong codes are ' +
            'limited per member and per address like passwords, and written to the audit log.',
          body: secondStepSchema,
          response: '{success, token, message, usedBackupCode}',
        },
      },
    },
    async (request) => {
      const input = parseInput(secondStepSchema, request.body);
      const { adminId } = await openChallenge(app, input.challenge, 'second_step');
      if (!adminId) throw stepExpired();
      const used = await countedCheck(app, request, adminId, () =>
        checkSecondStep(app, adminId, input.code),
      );
      await spendChallenge(app, app.db, input.challenge, 'second_step');
      const token = await startSession(app, request, adminId);
      return { success: true, token, message: SIGNED_IN, usedBackupCode: used === 'backup_code' };
    },
  );

  app.post(
    '/api/admin/login/setup',
    {
      config: {
        openapi: {
          summary: 'Sets up an authenticator app at sign-in, when the owner requires two-step',
          description:
            'For the `setup` challenge of POST /api/admin/login: a new secret, as text and as ' +
            'the `otpauth://` address for a QR code. Not in force until confirmed.',
          body: setupChallengeSchema,
          response: '{success, secret, uri}',
        },
      },
    },
    async (request) => {
      const input = parseInput(setupChallengeSchema, request.body);
      const { adminId } = await openChallenge(app, input.challenge, 'setup');
      const username = adminId && (await adminUsernameOf(app.db, adminId));
      if (!adminId || !username) throw stepExpired();
      return { success: true, ...(await startSetup(app, adminId, username)) };
    },
  );

  app.post(
    '/api/admin/login/setup/confirm',
    {
      config: {
        openapi: {
          summary:
            'Confirms the new app with its first code: two-step is on and the session starts',
          description:
            'Answers the token and ten backup codes, shown this once. Wrong codes are limited ' +
            'like passwords.',
          body: setupConfirmSchema,
          response: '{success, token, backupCodes, message}',
        },
      },
    },
    async (request) => {
      const input = parseInput(setupConfirmSchema, request.body);
      const { adminId } = await openChallenge(app, input.challenge, 'setup');
      if (!adminId) throw stepExpired();
      const backupCodes = await countedCheck(app, request, adminId, async () =>
        confirmSetup(app, adminId, input.code, await memberActor(app.db, adminId)),
      );
      await spendChallenge(app, app.db, input.challenge, 'setup');
      const token = await startSession(app, request, adminId);
      return { success: true, token, backupCodes, message: SIGNED_IN };
    },
  );

  app.post(
    '/api/admin/login/passkey/options',
    {
      config: {
        openapi: {
          summary: 'Starts signing in with a passkey: WebAuthn options and their challenge',
          response: '{success, challenge, expiresAt, options}',
        },
      },
    },
    async (request, reply) => {
      // Each start keeps a step in the database: bounded per address.
      await app.rateLimit.consume(`admin-passkey:ip:${request.ip}`, R.passkeyStartsPerClient);
      return {
        success: true,
        ...(await passkeySignInOptions(app, relyingParty(app, request, reply))),
      };
    },
  );

  app.post(
    '/api/admin/login/passkey',
    {
      config: {
        openapi: {
          summary: 'Signs in with a passkey instead of the password and the code',
          description:
            'The browser answer to the options of POST /api/admin/login/passkey/options, checked ' +
            "against the passkey's public key; the challenge is spent whatever the outcome.",
          body: passkeySignInSchema,
          response: '{success, token, message}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(passkeySignInSchema, request.body);
      // A refused passkey counts against the address, like a wrong password.
      const hit = await app.rateLimit.consume(`admin-2fa:ip:${request.ip}`, R.secondStepPerClient);
      const adminId = await countOnlyFailures(
        app.rateLimit,
        [hit],
        () =>
          passkeySignIn(app, relyingParty(app, request, reply), {
            challenge: input.challenge,
            credential: { ...input.credential, clientExtensionResults: {} },
          }),
        ['PASSKEY_REFUSED'],
      );
      const token = await startSession(app, request, adminId);
      return { success: true, token, message: SIGNED_IN };
    },
  );
}
