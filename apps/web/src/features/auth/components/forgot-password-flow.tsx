import { resetPasswordFormSchema, sendOtpSchema, verifyOtpSchema } from '@store/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useResetPassword, useSendOtp, useVerifyOtp } from '../api';
import { useForm } from '../hooks/use-form';
import { CodeField } from './code-field';
import { FormAlert, TextField } from '@/components/ui/text-field';

type Step = 1 | 2 | 3;

/**
 * The server's own text when it gave one, else the step's own message. A refused code is told in
 * the page's words: the API keeps its original 'Invalid OTP', the page says code (decision 53).
 */
function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500) return fallback;
  return error.code === 'INVALID_CODE' ? t('reset.invalidCode') : error.message;
}

/** Forgot password: email, then code, then new password, then /login. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const resetPassword = useResetPassword();
  const emailForm = useForm(sendOtpSchema, { email: '' });
  const codeForm = useForm(verifyOtpSchema, { email: '', code: '' });
  const passwordForm = useForm(resetPasswordFormSchema, { password: '', confirmpassword: '' });

  async function requestCode(address: string) {
    setFailure(null);
    try {
      await sendOtp.mutateAsync({ email: address });
      setEmail(address);
      codeForm.setValues({ email: address, code: '' });
      setStep(2);
      toast(t('reset.codeSent'), 'info');
    } catch (error) {
      setFailure(failureText(error, t('reset.sendError')));
    }
  }

  async function onEmail(event: FormEvent) {
    event.preventDefault();
    const input = emailForm.validate();
    if (input) await requestCode(input.email);
  }

  async function onCode(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = codeForm.validate();
    if (!input) return;
    try {
      await verifyOtp.mutateAsync(input);
      setCode(input.code);
      setStep(3);
    } catch (error) {
      setFailure(failureText(error, t('reset.invalidCode')));
    }
  }

  async function onPassword(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = passwordForm.validate();
    if (!input) return;
    try {
      await resetPassword.mutateAsync({ email, code, password: input.password });
      toast(t('reset.done'), 'success');
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure(failureText(error, t('reset.resetError')));
    }
  }

  return (
    <div className="reset-flow">
      <p className="reset-flow__step" aria-live="polite">
        {t('reset.step', { step })}
      </p>
      <ol className="reset-flow__progress" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={n <= step ? 'is-done' : undefined} />
        ))}
      </ol>
      <FormAlert message={failure} />

      {step === 1 ? (
        <form ref={emailForm.formRef} className="auth-form" noValidate onSubmit={onEmail}>
          <p className="auth-form__intro">{t('reset.emailIntro')}</p>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            {...emailForm.field('email')}
          />
          <Button type="submit" className="auth-form__submit" busy={sendOtp.isPending}>
            {sendOtp.isPending ? t('reset.sending') : t('reset.sendCode')}
          </Button>
        </form>
      ) : null}

      {step === 2 ? (
        <form ref={codeForm.formRef} className="auth-form" noValidate onSubmit={onCode}>
          <p className="auth-form__intro">{t('reset.codeIntro', { email })}</p>
          <CodeField
            label={t('reset.code')}
            {...codeForm.field('code')}
            // The domain's rule says 'Invalid OTP' (the API's original words); the page says code.
            error={codeForm.errors.code ? t('reset.invalidCode') : undefined}
          />
          <Button type="submit" className="auth-form__submit" busy={verifyOtp.isPending}>
            {verifyOtp.isPending ? t('reset.verifying') : t('reset.verify')}
          </Button>
          <div className="auth-form__links">
            <button type="button" className="link-button" onClick={() => void requestCode(email)}>
              {t('reset.resend')}
            </button>
            <button type="button" className="link-button" onClick={() => setStep(1)}>
              {t('reset.changeEmail')}
            </button>
          </div>
        </form>
      ) : null}

      {step === 3 ? (
        <form ref={passwordForm.formRef} className="auth-form" noValidate onSubmit={onPassword}>
          <p className="auth-form__intro">{t('reset.passwordIntro')}</p>
          <TextField
            label={t('reset.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            {...passwordForm.field('password')}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...passwordForm.field('confirmpassword')}
          />
          <Button type="submit" className="auth-form__submit" busy={resetPassword.isPending}>
            {resetPassword.isPending ? t('reset.saving') : t('reset.save')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
