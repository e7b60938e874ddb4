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
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import * as auth from './auth-service';
import { createGoogleVerifier } from './google-sign-in';
import { RATE_RULES as R } from './rate-rules';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** The calls of spec section 7 under /api/auth/. */
export async function authRoutes(app: FastifyInstance) {
  const limit = app.rateLimit;
  const client = (request: FastifyRequest) => request.ip;
  const google = app.config.google ? createGoogleVerifier(app.config.google) : undefined;

  app.post('/api/auth/register', async (request, reply) => {
    await limit.consume(`register:ip:${client(request)}`, R.registerPerClient);
    const input = parseInput(registerSchema, request.body);
    const { token, user } = await auth.register(app, input);
    return reply
      .status(201)
      .send({ success: true, token, user, message: 'Registration successful' });
  });

  app.post('/api/auth/login', async (request) => {
    await limit.consume(`login:ip:${client(request)}`, R.loginPerClient);
    const input = parseInput(loginSchema, request.body);
    await limit.consume(`login:account:${input.email}`, R.loginPerAccount);
    const { token } = await auth.login(app, input);
    return { success: true, token, message: 'Login successful' };
  });

  app.post('/api/auth/google-login', async (request) => {
    if (!google) throw new AppError('not_found', 'Google sign-in is not enabled', 'NOT_FOUND');
    await limit.consume(`google:ip:${client(request)}`, R.googlePerClient);
    const { token: idToken } = parseInput(googleLoginSchema, request.body);
    const { token, user } = await auth.googleSignIn(app, google, idToken);
    return { success: true, token, msg: 'Google login successful', user };
  });

  app.get('/api/auth/getUser', { preHandler: app.requireCustomer }, async (request) => ({
    success: true,
    user: await auth.currentUser(app, userIdOf(request)),
  }));

  app.post('/api/auth/complete-profile', { preHandler: app.requireCustomer }, async (request) => {
    const input = parseInput(completeProfileSchema, request.body);
    return { success: true, user: await auth.completeProfile(app, userIdOf(request), input) };
  });

  app.post('/api/auth/send-otp', async (request) => {
    await limit.consume(`send-otp:ip:${client(request)}`, R.sendOtpPerClient);
    const { email } = parseInput(sendOtpSchema, request.body);
    await limit.consume(`send-otp:account:${email}`, R.sendOtpPerAccount);
    await auth.requestResetCode(app, email);
    return {
      success: true,
      message: 'If an account exists for this email, we have sent it a 6-digit code.',
    };
  });

  app.post('/api/auth/verify-otp', async (request) => {
    await limit.consume(`code:ip:${client(request)}`, R.codeCheckPerClient);
    const input = parseInput(verifyOtpSchema, request.body);
    await limit.consume(`code:account:${input.email}`, R.codeCheckPerAccount);
    await auth.verifyResetCode(app, input);
    return { success: true, message: 'Code verified' };
  });

  app.post('/api/auth/reset-password', async (request) => {
    await limit.consume(`code:ip:${client(request)}`, R.codeCheckPerClient);
    const input = parseInput(resetPasswordSchema, request.body);
    await limit.consume(`code:account:${input.email}`, R.codeCheckPerAccount);
    await auth.resetPassword(app, input);
    return { success: true, message: 'Your password has been reset. Please sign in.' };
  });
}
