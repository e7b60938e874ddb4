import { loginSchema } from '@store/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useForm } from '../hooks/use-form';
import { FormAlert, TextField } from '@/components/ui/text-field';

/** Email and password sign-in, checked by the shared login schema before it is sent. */
export function LoginForm() {
  const form = useForm(loginSchema, { email: '', password: '' });
  const login = useLogin();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const empty = !form.values.email?.trim() || !form.values.password;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      const res = await login.mutateAsync(input);
      if (!res.token) throw new Error(t('login.noToken'));
      await finish(res.token, t('login.success'), '/profile');
    } catch (error) {
      setFailure(
        error instanceof ApiError || error instanceof Error ? error.message : t('login.unexpected'),
      );
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        minLength={6}
        {...form.field('password')}
      />
      <p className="auth-form__aside">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
      <Button type="submit" className="auth-form__submit" disabled={empty} busy={busy}>
        {busy ? t('login.busy') : t('login.submit')}
      </Button>
    </form>
  );
}
