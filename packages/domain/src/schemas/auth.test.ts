import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminLoginSchema,
  completeProfileSchema,
  googleLoginSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from './auth';
import { fieldErrors } from './errors';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const validRegister = {
  fullname: 'Aisha Khan',
  email: 'aisha@example.ae',
  password: 'secret1',
};

describe('registerSchema', () => {
  it('trims, lowercases the email and strips unknown keys', () => {
    expect(
      registerSchema.parse({
        ...validRegister,
        fullname: '  Aisha Khan ',
        email: '  Aisha@Example.AE ',
        phoneno: ' 0501234567 ',
        address: ' Marina Walk ',
        isAdmin: true,
      }),
    ).toEqual({
      fullname: 'Aisha Khan',
      email: 'aisha@example.ae',
      phoneno: '0501234567',
      address: 'Marina Walk',
      password: 'secret1',
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
  ])('treats a %s phone and address as not given', (_name, value) => {
    const parsed = registerSchema.parse({ ...validRegister, phoneno: value, address: value });
    expect(parsed.phoneno).toBeUndefined();
    expect(parsed.address).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing full name', { fullname: undefined }, { fullname: 'Full name is required' }],
    ['blank full name', { fullname: '   ' }, { fullname: 'Full name is required' }],
    ['missing email', { email: undefined }, { email: 'Email is required' }],
    ['blank email', { email: '  ' }, { email: 'Email is required' }],
    ['email without domain', { email: 'aisha@' }, { email: 'Email format is invalid' }],
    ['email without at', { email: 'aisha.example.ae' }, { email: 'Email format is invalid' }],
    [
      '9-digit phone',
      { phoneno: '050123456' },
      { phoneno: 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)' },
    ],
    [
      '11-digit phone',
      { phoneno: '05012345678' },
      { phoneno: 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)' },
    ],
    [
      'phone with letters',
      { phoneno: '05012345ab' },
      { phoneno: 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)' },
    ],
    [
      'phone as number',
      { phoneno: 5012345678 },
      { phoneno: 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)' },
    ],
    [
      '4-char address',
      { address: 'Abcd' },
      { address: 'Address must be at least 5 characters long' },
    ],
    ['missing password', { password: undefined }, { password: 'Password is required' }],
    ['empty password', { password: '' }, { password: 'Password is required' }],
    [
      '5-char password',
      { password: '12345' },
      { password: 'Password must be at least 6 characters' },
    ],
    [
      '129-char password',
      { password: 'p'.repeat(129) },
      { password: 'Password must be at most 128 characters' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf(registerSchema, { ...validRegister, ...change })).toEqual(errors);
  });

  it.each([
    ['10-digit phone', { phoneno: '0501234567' }],
    ['5-char address', { address: 'Abcde' }],
    ['6-char password', { password: '123456' }],
    ['128-char password', { password: 'p'.repeat(128) }],
    ['password with spaces kept', { password: ' pass word ' }],
  ])('accepts %s', (_name, change) => {
    const result = registerSchema.safeParse({ ...validRegister, ...change });
    expect(result.success).toBe(true);
    if (result.success && 'password' in change) expect(result.data.password).toBe(change.password);
  });
});

describe('registerFormSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['matching', { confirmpassword: 'secret1' }, {}],
    ['missing', {}, { confirmpassword: 'Please confirm your password' }],
    ['empty', { confirmpassword: '' }, { confirmpassword: 'Please confirm your password' }],
    ['mismatch', { confirmpassword: 'secret2' }, { confirmpassword: 'Passwords do not match' }],
    [
      'mismatch while another field is wrong',
      { confirmpassword: 'secret2', email: 'bad' },
      { email: 'Email format is invalid', confirmpassword: 'Passwords do not match' },
    ],
    [
      'short password is not also a mismatch',
      { password: '123', confirmpassword: '1234' },
      { password: 'Password must be at least 6 characters' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf(registerFormSchema, { ...validRegister, ...change })).toEqual(errors);
  });
});

describe('loginSchema', () => {
  it('trims and lowercases the email, keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Aisha@Example.AE ', password: ' secret ' })).toEqual({
      email: 'aisha@example.ae',
      password: ' secret ',
    });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['valid', { email: ' a@b.ae ', password: 'secret1' }, {}],
    ['empty email', { email: '', password: 'secret1' }, { email: 'Please fill in all fields' }],
    ['missing password', { email: 'a@b.ae' }, { password: 'Please fill in all fields' }],
    [
      'both empty',
      { email: '', password: '' },
      { email: 'Please fill in all fields', password: 'Please fill in all fields' },
    ],
    [
      'short password',
      { email: 'a@b.ae', password: '12345' },
      { password: 'Password must be at least 6 characters' },
    ],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(loginSchema, input)).toEqual(errors);
  });
});

describe('completeProfileSchema', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['valid', { phoneno: '0501234567', address: 'Marina Walk' }, {}],
    [
      'both missing',
      {},
      {
        phoneno: 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
        address: 'Address must be at least 5 characters long',
      },
    ],
    [
      'short phone',
      { phoneno: '12345', address: 'Marina Walk' },
      { phoneno: 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)' },
    ],
    [
      'blank address',
      { phoneno: '0501234567', address: '     ' },
      { address: 'Address must be at least 5 characters long' },
    ],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(completeProfileSchema, input)).toEqual(errors);
  });
});

describe('password reset schemas', () => {
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    ['send: valid', sendOtpSchema, { email: 'A@B.ae' }, {}],
    ['send: missing email', sendOtpSchema, {}, { email: 'Email is required' }],
    ['send: bad email', sendOtpSchema, { email: 'nope' }, { email: 'Email format is invalid' }],
    ['verify: valid', verifyOtpSchema, { email: 'a@b.ae', code: ' 012345 ' }, {}],
    [
      'verify: 5 digits',
      verifyOtpSchema,
      { email: 'a@b.ae', code: '12345' },
      { code: 'Invalid OTP' },
    ],
    [
      'verify: 7 digits',
      verifyOtpSchema,
      { email: 'a@b.ae', code: '1234567' },
      { code: 'Invalid OTP' },
    ],
    [
      'verify: letters',
      verifyOtpSchema,
      { email: 'a@b.ae', code: '12a456' },
      { code: 'Invalid OTP' },
    ],
    ['verify: missing', verifyOtpSchema, { email: 'a@b.ae' }, { code: 'Invalid OTP' }],
    [
      'reset: valid',
      resetPasswordSchema,
      { email: 'a@b.ae', code: '123456', password: 'newpass' },
      {},
    ],
    [
      'reset: short password',
      resetPasswordSchema,
      { email: 'a@b.ae', code: '123456', password: 'short' },
      { password: 'Password must be at least 6 characters' },
    ],
    [
      'reset: missing password',
      resetPasswordSchema,
      { email: 'a@b.ae', code: '123456' },
      { password: 'Password is required' },
    ],
  ])('%s', (_name, schema, input, errors) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });

  it('keeps the code as text with its leading zero', () => {
    expect(verifyOtpSchema.parse({ email: 'a@b.ae', code: '012345' }).code).toBe('012345');
  });
});

describe('adminLoginSchema', () => {
  const message = 'Please enter both username and password.';
  it.each<[string, unknown, Record<string, string>]>([
    ['valid', { username: ' admin ', password: 'x' }, {}],
    ['empty username', { username: '', password: 'x' }, { username: message }],
    ['missing password', { username: 'admin' }, { password: message }],
    ['both empty', { username: ' ', password: '' }, { username: message, password: message }],
    [
      'too long',
      { username: 'a'.repeat(101), password: 'p'.repeat(257) },
      {
        username: 'Username must be at most 100 characters',
        password: 'Password must be at most 256 characters',
      },
    ],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(adminLoginSchema, input)).toEqual(errors);
  });

  it('trims the username', () => {
    expect(adminLoginSchema.parse({ username: ' admin ', password: 'x' }).username).toBe('admin');
  });
});

describe('resetPasswordFormSchema', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['valid', { password: 'secret1', confirmpassword: 'secret1' }, {}],
    [
      'empty',
      {},
      { password: 'Password is required', confirmpassword: 'Please confirm your password' },
    ],
    [
      'short',
      { password: 'abc', confirmpassword: 'abc' },
      { password: 'Password must be at least 6 characters' },
    ],
    [
      'different',
      { password: 'secret1', confirmpassword: 'secret2' },
      { confirmpassword: 'Passwords do not match' },
    ],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(resetPasswordFormSchema, input)).toEqual(errors);
  });
});

describe('googleLoginSchema', () => {
  it('needs the credential Google returned', () => {
    expect(errorsOf(googleLoginSchema, {})).toEqual({
      token: 'No credential received from Google.',
    });
    expect(errorsOf(googleLoginSchema, { token: ' ' })).toEqual({
      token: 'No credential received from Google.',
    });
    expect(googleLoginSchema.parse({ token: ' abc.def.ghi ' })).toEqual({ token: 'abc.def.ghi' });
  });
});
