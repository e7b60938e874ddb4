import { adminLoginSchema } from '@store/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@/lib/router';

import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { at } from '@/admin/i18n';
import { useAdminSession } from '@/admin/lib/admin-session';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { useAdminLogin } from '../api/admin-login';
import type { PendingStep } from '../api/second-step';
import { PasskeySignIn, SecondStep } from './second-step';
import { loginErrorMessage } from '../utils/login-error';
import { Button } from '@/components/ui/button';

/** Username and password; on success the token and flag are stored and the dashboard opens. */
export function AdminLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  // With two-step sign-in on, the right password leads to a second step instead of a token.
  const [pending, setPending] = useState<PendingStep | null>(null);
  const login = useAdminLogin();
  const { signIn } = useAdminSession();
  const navigate = useNavigate();
  const toast = useToast();
  const messages = { failed: at('login.failed'), error: at('login.error') };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = adminLoginSchema.safeParse({ username, password });
    if (!input.success) {
      setAlert(at('login.empty'));
      return;
    }
    setAlert(null);
    login.mutate(input.data, {
      onSuccess: (data) => {
        if (data.success && data.secondStep && data.challenge) {
          setPending(data as PendingStep);
          return;
        }
        if (!data.success || !data.token) {
          setAlert(data.message?.trim() || messages.failed);
          return;
        }
        signIn(data.token);
        toast(at('login.success'));
        navigate(ADMIN_PATHS.dashboard, { replace: true });
      },
      onError: (error) => setAlert(loginErrorMessage(error, messages)),
    });
  };

  if (pending) {
    return (
      <SecondStep
        step={pending}
        onBack={() => {
          setPending(null);
          setPassword('');
        }}
      />
    );
  }
  return (
    <>
      <form className="admin-login__form" onSubmit={onSubmit} noValidate>
        <FormAlert message={alert} />
        <TextField
          name="username"
          label={at('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          name="password"
          type="password"
          label={at('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" busy={login.isPending}>
          {login.isPending ? at('login.submitting') : at('login.submit')}
        </Button>
      </form>
      <PasskeySignIn />
    </>
  );
}
