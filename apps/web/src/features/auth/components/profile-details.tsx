import { completeProfileSchema } from '@store/domain';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { MOBILE_EXAMPLE_ISOLATED, PhoneNumber } from '@/components/ui/phone-number';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { useCompleteProfile } from '../api';
import { useAuth } from '../hooks/use-auth';
import { useForm } from '../hooks/use-form';
import { isProfileComplete } from '../profile-complete';
import type { User } from '@store/domain/contract';
import { FormAlert, TextField } from '@/components/ui/text-field';

/** Profile: the details, Complete Profile with its edit mode, Logout when complete. */
export function ProfileDetails({ user }: { user: User }) {
  const { logout } = useAuth();
  const [editing, setEditing] = useState(false);
  const complete = isProfileComplete(user);
  const initial = user.fullname.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className="profile-card">
      <div className="profile-card__head">
        <span className="profile-card__avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className="profile-card__greeting">{t('profile.greeting', { name: user.fullname })}</p>
          {complete ? (
            <p className="profile-badge profile-badge--complete">{t('profile.complete')}</p>
          ) : (
            <p className="profile-badge">{t('profile.incomplete')}</p>
          )}
        </div>
      </div>

      {editing ? (
        <CompleteProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="profile-list">
            <ProfileRow label={t('auth.fullname')} value={user.fullname} />
            {/* Left to right inside an Arabic page, so the address reads and wraps as written. */}
            <ProfileRow
              label={t('auth.email')}
              value={
                <span dir="ltr" className="profile-list__email">
                  {user.email}
                </span>
              }
            />
            <ProfileRow
              label={t('auth.phone')}
              value={user.phoneno ? <PhoneNumber value={user.phoneno} /> : null}
            />
            <ProfileRow label={t('auth.address')} value={user.address} />
          </dl>
          <div className="profile-card__actions">
            {complete ? (
              <Button variant="secondary" onClick={logout}>
                {t('profile.logout')}
              </Button>
            ) : (
              <Button onClick={() => setEditing(true)}>{t('profile.completeButton')}</Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function ProfileRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="profile-list__row">
      <dt>{label}</dt>
      <dd className={value ? undefined : 'profile-list__empty'}>{value || t('profile.notSet')}</dd>
    </div>
  );
}

function CompleteProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { setUser } = useAuth();
  const toast = useToast();
  const save = useCompleteProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(completeProfileSchema, {
    phoneno: user.phoneno ?? '',
    address: user.address ?? '',
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      const res = await save.mutateAsync(input);
      if (!res.user) throw new Error(t('profile.saveError'));
      setUser(res.user);
      toast(t('profile.saved'), 'success');
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('profile.saveError'));
    }
  }

  return (
    <form ref={form.formRef} className="auth-form profile-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure} />
      <TextField
        label={t('auth.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('phone.hint', { example: MOBILE_EXAMPLE_ISOLATED })}
        autoFocus
        {...form.field('phoneno')}
      />
      <TextField
        label={t('auth.address')}
        autoComplete="street-address"
        {...form.field('address')}
      />
      <div className="profile-card__actions">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
