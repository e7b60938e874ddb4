import { deleteAccountSchema } from '@store/domain';
import type { User } from '@store/domain/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { formatAed } from '@/lib/money';
// Straight from its file, not the api barrel the first script loads: these calls stay lazy.
import { downloadMyData, useDeleteAccount, useRequestAccountDeletion } from '../api/account-rights';
import { useAuth } from '../hooks/use-auth';
import { useForm } from '../hooks/use-form';
import { accountRightsText as t } from '../i18n/account-rights-text';
import '../account-rights.css';
import { CodeField } from './code-field';

/** A refused code in the page's words (the API keeps its original 'Invalid OTP'). */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.code === 'INVALID_CODE'
    ? t('invalidCode')
    : error instanceof Error
      ? error.message
      : String(error);

/** The profile's "Your data": download it, or delete the account with a mailed code. */
export function AccountRights({ user }: { user: User }) {
  return (
    <section className="profile-card account-rights" aria-labelledby="account-rights-heading">
      <h2 id="account-rights-heading" className="account-rights__heading">
        {t('heading')}
      </h2>
      <DataDownload />
      <AccountDeletion user={user} />
    </section>
  );
}

function DataDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      toast(t('downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account-rights__part">
      <p>{t('downloadIntro')}</p>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {busy ? t('downloading') : t('download')}
      </Button>
    </div>
  );
}

function AccountDeletion({ user }: { user: User }) {
  const { logout } = useAuth();
  const toast = useToast();
  const ask = useRequestAccountDeletion();
  const erase = useDeleteAccount();
  const [asked, setAsked] = useState<{ walletBalance: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(deleteAccountSchema, { code: '' });

  async function requestCode() {
    setFailure(null);
    try {
      const res = await ask.mutateAsync();
      form.setValues({ code: '' });
      setAsked({ walletBalance: res.walletBalance });
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      await erase.mutateAsync(input);
      toast(t('deleted'), 'success');
      logout();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <div className="account-rights__part">
      <h3 className="account-rights__subheading">{t('deleteHeading')}</h3>
      <p>{t('deleteIntro')}</p>
      <FormAlert message={failure} />
      {asked ? (
        <form ref={form.formRef} className="auth-form" noValidate onSubmit={onConfirm}>
          <p className="auth-form__intro">
            {/* A left-to-right isolate: the address reads whole inside the Arabic sentence. */}
            {t('codeIntro', { email: `\u2066${user.email}\u2069` })}
          </p>
          {asked.walletBalance > 0 ? (
            <p className="account-rights__warning">
              {t('walletWarning', { amount: formatAed(asked.walletBalance) })}
            </p>
          ) : null}
          <CodeField
            label={t('code')}
            {...form.field('code')}
            error={form.errors.code ? t('invalidCode') : undefined}
          />
          <div className="profile-card__actions">
            <Button type="submit" className="account-rights__danger" busy={erase.isPending}>
              {erase.isPending ? t('deleting') : t('confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              {t('cancel')}
            </Button>
            <button type="button" className="link-button" onClick={() => void requestCode()}>
              {t('resend')}
            </button>
          </div>
        </form>
      ) : (
        <div className="profile-card__actions">
          <Button
            variant="secondary"
            className="account-rights__danger"
            busy={ask.isPending}
            onClick={() => void requestCode()}
          >
            {ask.isPending ? t('sending') : t('deleteStart')}
          </Button>
        </div>
      )}
    </div>
  );
}
