import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { BackupCodes, TotpSetup } from '@/admin/components/totp-setup';
import { at, atp } from '@/admin/i18n';
import {
  useConfirmTwoStep,
  useStartTwoStep,
  useTurnOffTwoStep,
  type SecurityState,
} from '../api/security-api';
import { failureText } from '../failure-text';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'off' };

/** The member's own two-step sign-in: turning it on (QR, key, code, backup codes) or off. */
export function TwoStepCard({ state }: { state: SecurityState }) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [offCode, setOffCode] = useState('');
  const start = useStartTwoStep();
  const confirm = useConfirmTwoStep();
  const turnOff = useTurnOffTwoStep();
  const toast = useToast();
  const titleId = useId();
  const { twoStep, policy } = state;

  const begin = () => {
    setError(null);
    start.mutate(undefined, {
      onSuccess: (data) => setStage({ kind: 'setup', secret: data.secret, uri: data.uri }),
      onError: (e) => setError(failureText(e)),
    });
  };
  const confirmCode = (code: string) => {
    setError(null);
    confirm.mutate(code, {
      onSuccess: (data) => {
        toast(at('security.twoStep.turnedOn'));
        setStage({ kind: 'codes', codes: data.backupCodes });
      },
      onError: (e) => setError(failureText(e)),
    });
  };
  const submitOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    turnOff.mutate(offCode, {
      onSuccess: () => {
        toast(at('security.twoStep.turnedOff'));
        setOffCode('');
        setStage({ kind: 'idle' });
      },
      onError: (e) => setError(failureText(e)),
    });
  };

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {at('security.twoStep.title')}
      </h2>
      {stage.kind === 'codes' ? (
        <BackupCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />
      ) : stage.kind === 'setup' ? (
        <TotpSetup
          secret={stage.secret}
          uri={stage.uri}
          busy={confirm.isPending}
          error={error}
          onConfirm={confirmCode}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : twoStep.on ? (
        <>
          <p>{at('security.twoStep.on')}</p>
          <p>{atp('security.twoStep.backupLeft', twoStep.backupCodesLeft)}</p>
          {policy.twoStepRequired ? (
            <p className="admin-notice">{at('security.twoStep.requiredNote')}</p>
          ) : stage.kind === 'off' ? (
            <form className="two-step-setup" onSubmit={submitOff} noValidate>
              <FormAlert message={error} />
              <TextField
                name="off-code"
                label={at('security.twoStep.offCode')}
                autoComplete="one-time-code"
                dir="ltr"
                value={offCode}
                onChange={(event) => setOffCode(event.target.value)}
              />
              <div className="two-step-setup__actions">
                <Button type="submit" className="button--danger" busy={turnOff.isPending}>
                  {turnOff.isPending
                    ? at('security.twoStep.turningOff')
                    : at('security.twoStep.turnOff')}
                </Button>
                <Button variant="secondary" onClick={() => setStage({ kind: 'idle' })}>
                  {at('security.setup.cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setStage({ kind: 'off' })}>
                {at('security.twoStep.turnOff')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p>{at('security.twoStep.off')}</p>
          <FormAlert message={error} />
          <div>
            <Button onClick={begin} busy={start.isPending}>
              {at('security.twoStep.turnOn')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
