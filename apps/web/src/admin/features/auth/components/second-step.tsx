import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { BackupCodes, TotpSetup } from '@/admin/components/totp-setup';
import { at } from '@/admin/i18n';
import { useAdminSession } from '@/admin/lib/admin-session';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { passkeyCancelled, passkeysSupported, signWithPasskey } from '@/admin/lib/passkeys';
import {
  confirmSetupAtSignIn,
  passkeySignIn,
  passkeySignInOptions,
  sendSecondStep,
  startSetupAtSignIn,
  type PendingStep,
} from '../api/second-step';
import { loginErrorMessage } from '../utils/login-error';

const messages = () => ({ failed: at('login.failed'), error: at('login.error') });

/** Stores the token, says so and opens the dashboard. */
function useFinishSignIn() {
  const { signIn } = useAdminSession();
  const navigate = useNavigate();
  const toast = useToast();
  return (token: string, note?: string) => {
    signIn(token);
    toast(note ?? at('login.success'), note ? 'warning' : undefined);
    navigate(ADMIN_PATHS.dashboard, { replace: true });
  };
}

/** The code after the password: six digits from the app, or a backup code. */
function CodeStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finish = useFinishSignIn();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setAlert(at('login.twoStep.empty'));
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const data = await sendSecondStep(challenge, code);
      finish(data.token, data.usedBackupCode ? at('login.twoStep.backupUsed') : undefined);
    } catch (error) {
      setAlert(loginErrorMessage(error, messages()));
      setBusy(false);
    }
  };

  return (
    <form className="admin-login__form" onSubmit={(e) => void submit(e)} noValidate>
      <p>{at('login.twoStep.intro')}</p>
      <FormAlert message={alert} />
      <TextField
        name="code"
        label={at('login.twoStep.code')}
        hint={at('login.twoStep.codeHint')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        maxLength={16}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {busy ? at('login.twoStep.submitting') : at('login.twoStep.submit')}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {at('login.twoStep.back')}
      </Button>
    </form>
  );
}

/** Setting up the app the store requires, then the backup codes, then the dashboard. */
function SetupStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finish = useFinishSignIn();

  useEffect(() => {
    startSetupAtSignIn(challenge).then(setSecret, (error: unknown) =>
      setAlert(loginErrorMessage(error, messages())),
    );
  }, [challenge]);

  const confirm = async (code: string) => {
    setAlert(null);
    setBusy(true);
    try {
      const data = await confirmSetupAtSignIn(challenge, code);
      setDone({ token: data.token, codes: data.backupCodes });
    } catch (error) {
      setAlert(loginErrorMessage(error, messages()));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <BackupCodes codes={done.codes} onDone={() => finish(done.token)} />;
  return (
    <div className="admin-login__form">
      <p>{at('login.setup.intro')}</p>
      {secret ? (
        <TotpSetup
          secret={secret.secret}
          uri={secret.uri}
          busy={busy}
          error={alert}
          onConfirm={(code) => void confirm(code)}
          onCancel={onBack}
        />
      ) : (
        <>
          <FormAlert message={alert} />
          <Button variant="secondary" onClick={onBack}>
            {at('login.twoStep.back')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The step a right password led to: the code, or setting two-step sign-in up first. */
export function SecondStep({ step, onBack }: { step: PendingStep; onBack: () => void }) {
  return (
    <>
      <h2 className="admin-login__step">
        {step.secondStep === 'code' ? at('login.twoStep.title') : at('login.setup.title')}
      </h2>
      {step.secondStep === 'code' ? (
        <CodeStep challenge={step.challenge} onBack={onBack} />
      ) : (
        <SetupStep challenge={step.challenge} onBack={onBack} />
      )}
    </>
  );
}

/** Signing in with a passkey instead of the password and the code. */
export function PasskeySignIn() {
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finish = useFinishSignIn();
  if (!passkeysSupported()) return null;

  const start = async () => {
    setAlert(null);
    setBusy(true);
    try {
      const { challenge, options } = await passkeySignInOptions();
      const credential = await signWithPasskey(options);
      const data = await passkeySignIn(challenge, credential);
      finish(data.token);
    } catch (error) {
      setAlert(
        passkeyCancelled(error)
          ? at('login.passkeyCancelled')
          : loginErrorMessage(error, messages()),
      );
      setBusy(false);
    }
  };

  return (
    <div className="admin-login__passkey">
      <p className="admin-login__or">{at('login.or')}</p>
      <FormAlert message={alert} />
      <Button variant="secondary" busy={busy} onClick={() => void start()}>
        {busy ? at('login.passkeyBusy') : at('login.passkey')}
      </Button>
    </div>
  );
}
