import { registerFormSchema } from '@store/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { MOBILE_EXAMPLE_ISOLATED } from '@/components/ui/phone-number';
import { t } from '@/i18n';
import { useRegister } from '../api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useForm } from '../hooks/use-form';
import { ConsentBox } from './consent-box';
import { FormAlert, TextField } from '@/components/ui/text-field';

const EMPTY = {
  fullname: '',
  email: '',
  phoneno: '',
  address: '',
  password: '',
  confirmpassword: '',
};

/** Registration: the shared schema's messages, shown beside each field. */
export function RegisterForm() {
  const form = useForm(registerFormSchema, EMPTY);
  const register = useRegister();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Unticked until the shopper ticks it: consent to direct marketing is never assumed.
  const [marketingConsent, setMarketingConsent] = useState(false);
  const invalidCount = Object.keys(form.errors).length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = form.validate();
    if (!parsed) return;
    // The confirmation stays in the browser: the API never receives it.
    const { confirmpassword: _confirm, ...input } = parsed;
    setBusy(true);
    try {
      const res = await register.mutateAsync({ ...input, marketingConsent });
      if (!res.token) throw new Error(t('register.noToken'));
      // A registration answer that carries the user goes home; one without it, to /profile.
      await finish(res.token, t('register.success'), res.user ? '/' : '/profile', true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('login.unexpected'));
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure} />
      {invalidCount > 0 ? <p className="sr-only">{t('register.fixErrors')}</p> : null}
      <TextField label={t('auth.fullname')} autoComplete="name" {...form.field('fullname')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      <div className="auth-form__row">
        <TextField
          label={t('auth.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          optional
          hint={t('phone.hint', { example: MOBILE_EXAMPLE_ISOLATED })}
          {...form.field('phoneno')}
        />
        <TextField
          label={t('auth.address')}
          autoComplete="street-address"
          optional
          {...form.field('address')}
        />
      </div>
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmpassword')}
      />
      <ConsentBox checked={marketingConsent} onChange={setMarketingConsent} />
      <Button type="submit" className="auth-form__submit" busy={busy}>
        {busy ? t('register.busy') : t('register.submit')}
      </Button>
    </form>
  );
}
