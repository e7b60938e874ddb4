import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationInfoAnswer } from '@store/domain/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';

import { LoadingState } from '@/admin/components/states';
import { adminLanguage, at } from '@/admin/i18n';
import { adminApi } from '@/admin/lib/admin-api';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /admin/accept-invitation?token=…: the invitee sets a name and a password, then signs in with
 * their email. A used, withdrawn or expired link says so.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) =>
      adminApi.get<InvitationInfoAnswer>('/staff/invitation', { params: { token }, signal }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (body: { token: string; name: string; password: string }) =>
      adminApi.post('/staff/accept', body),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setAlert(at('accept.nameRequired'));
      return;
    }
    accept.mutate(
      { token, name, password },
      {
        onSuccess: () => {
          toast(at('accept.done'));
          navigate(ADMIN_PATHS.login, { replace: true });
        },
        onError: (error) => setAlert(errorText(error)),
      },
    );
  };

  const found = invitation.data?.invitation;
  return (
    <main id="admin-main" className="admin-login" tabIndex={-1}>
      <title>{at('admin.documentTitle', { page: at('accept.documentTitle') })}</title>
      <section className="admin-login__card" aria-labelledby="accept-title">
        <p className="admin-login__brand">
          <span className="admin-brand__mark" aria-hidden="true">
            S
          </span>
          {at('admin.name')}
        </p>
        <h1 id="accept-title" className="admin-login__title">
          {at('accept.title')}
        </h1>
        {invitation.isPending ? <LoadingState /> : null}
        {invitation.isError ? <FormAlert message={at('accept.invalid')} /> : null}
        {found ? (
          <>
            <p className="admin-login__subtitle">
              {at('accept.subtitle', { role: found.role[adminLanguage()], email: found.email })}
            </p>
            <form className="admin-login__form" onSubmit={onSubmit} noValidate>
              <FormAlert message={alert} />
              <TextField
                name="name"
                label={at('accept.name')}
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <TextField
                name="password"
                type="password"
                label={at('accept.password')}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" busy={accept.isPending}>
                {at('accept.submit')}
              </Button>
            </form>
          </>
        ) : null}
      </section>
    </main>
  );
}
