import {
  completeProfileSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import type { AuthDeps } from './auth-deps';
import * as auth from './auth-service';
import type { ClearTakenOverAccount } from './auth-service';
import { createGoogleVerifier } from './google-sign-in';
import { RATE_RULES as R } from './rate-rules';
import { countOnlyFailures, liftShopperLock, rememberSignInClient } from './sign-in-limits';
import { userIdOf } from '#platform/auth';

export interface AuthRouteOptions {
  /** Run when Google sign-in takes over an account whose email was never proven. */
  clearTakenOverAccount: ClearTakenOverAccount;
}

/** The shopper's account calls under /api/auth/. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const deps: AuthDeps = {
    db: app.db,
    clock: app.clock,
    jwtSecret: app.jwtSecret,
    tokens: app.tokens,
    passwords: app.passwords,
    mailOutbox: app.mailOutbox,
    rateLimit: app.rateLimit,
    runInBackground: app.runInBackground,
  };
  const limit = app.rateLimit;
  const client = (request: FastifyRequest) => request.ip;
  const google = app.config.google ? createGoogleVerifier(app.config.google) : undefined;

  app.post(
    '/api/auth/register',
    {
      config: {
        openapi: {
          summary: 'Create an account with email and password',
          body: registerSchema,
          status: 201,
          response: '{success, token, user, message}',
        },
      },
    },
    async (request, reply) => {
      // A flood of hashes is refused before its database work (decision 25); a new password
      // may wait longer for its hash than a sign-in.
      await app.passwords.admit('new');
      await limit.consume(`register:ip:${client(request)}`, R.registerPerClient);
      const input = parseInput(registerSchema, request.body);
      const { token, user } = await auth.register(deps, input);
      await rememberSignInClient(deps, { userId: user._id }, client(request));
      return reply
        .status(201)
        .send({ success: true, token, user, message: 'Registration successful' });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: {
        openapi: {
          summary: 'Sign in with email and password',
          body: loginSchema,
          response: '{success, token, message}',
        },
      },
    },
    async (request) => {
      // A flood of hashes is refused before its database work (decision 25).
      await app.passwords.admit();
      const ip = client(request);
      const hits = [await limit.consume(`login:ip:${ip}`, R.loginPerClient)];
      const input = parseInput(loginSchema, request.body);
      const bucket = await auth.loginBucket(deps, input.email, ip);
      hits.push(await limit.consume(bucket, R.loginPerAccount));
      const { token, userId } = await countOnlyFailures(limit, hits, () => auth.login(deps, input));
      await rememberSignInClient(deps, { userId }, ip);
      // The right password proves the account is theirs: new addresses may try again (decision 25).
      await liftShopperLock(deps, input.email, ip);
      return { success: true, token, message: 'Login successful' };
    },
  );

  app.post(
    '/api/auth/google-login',
    {
      config: {
        openapi: {
          summary: 'Sign in with a Google ID token',
          description:
            'Links an account with the same email. If that email was never proven, its password is ' +
            'cleared and its sessions end: whoever set it may not own the address.',
          body: googleLoginSchema,
          response: '{success, token, msg, user}',
        },
      },
    },
    async (request) => {
      await limit.consume(`google:ip:${client(request)}`, R.googlePerClient);
      const { token: idToken } = parseInput(googleLoginSchema, request.body);
      if (!google) {
        throw refusal('not_found', 'account.google_sign_not_enabled', { code: 'NOT_FOUND' });
      }
      const { token, user } = await auth.googleSignIn(
        deps,
        google,
        idToken,
        options.clearTakenOverAccount,
      );
      return { success: true, token, msg: 'Google login successful', user };
    },
  );

  app.get(
    '/api/auth/getUser',
    {
      preHandler: app.requireCustomer,
      config: { openapi: { summary: 'The signed-in shopper', response: '{success, user}' } },
    },
    async (request) => ({
      success: true,
      user: await auth.currentUser(app.db, userIdOf(request)),
    }),
  );

  app.post(
    '/api/auth/complete-profile',
    {
      preHandler: app.requireCustomer,
      config: {
        openapi: {
          summary: 'Add the phone number and address to the profile',
          body: completeProfileSchema,
          response: '{success, user}',
        },
      },
    },
    async (request) => {
      const input = parseInput(completeProfileSchema, request.body);
      return { success: true, user: await auth.completeProfile(app.db, userIdOf(request), input) };
    },
  );

  app.post(
    '/api/auth/send-otp',
    {
      config: {
        openapi: {
          summary: 'Mail a 6-digit password reset code',
          description: 'The same answer whether or not the email has an account.',
          body: sendOtpSchema,
        },
      },
    },
    async (request) => {
      await limit.consume(`send-otp:ip:${client(request)}`, R.sendOtpPerClient);
      const { email } = parseInput(sendOtpSchema, request.body);
      await limit.consume(`send-otp:account:${email}`, R.sendOtpPerAccount);
      await auth.requestResetCode(deps, email);
      return {
        success: true,
        message: 'If an account exists for this email, we have sent it a 6-digit code.',
      };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      config: {
        openapi: { summary: 'Check a reset code without spending it', body: verifyOtpSchema },
      },
    },
    async (request) => {
      await limit.consume(`code:ip:${client(request)}`, R.codeCheckPerClient);
      const input = parseInput(verifyOtpSchema, request.body);
      await limit.consume(`code:account:${input.email}`, R.codeCheckPerAccount);
      await auth.verifyResetCode(deps, input);
      return { success: true, message: 'Code verified' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        openapi: {
          summary: 'Set a new password with a reset code',
          description: 'Ends every session of the account signed in before.',
          body: resetPasswordSchema,
        },
      },
    },
    async (request) => {
      // A flood of hashes is refused before its database work (decision 25).
      await app.passwords.admit('new');
      await limit.consume(`code:ip:${client(request)}`, R.codeCheckPerClient);
      const input = parseInput(resetPasswordSchema, request.body);
      await limit.consume(`code:account:${input.email}`, R.codeCheckPerAccount);
      await auth.resetPassword(deps, input);
      // The mailed code proved the account is theirs: lift the sign-in lock too (decision 25).
      await liftShopperLock(deps, input.email, client(request));
      return { success: true, message: 'Your password has been reset. Please sign in.' };
    },
  );
}
