import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { at } from '../i18n';
import './two-step.css';

type TotpSetupProps = {
  /** The new secret in base32, shown in groups of four for typing in. */
  secret: string;
  /** Its otpauth:// address, drawn as the QR code. */
  uri: string;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel?: () => void;
};

/**
 * Setting up an authenticator app: the QR code (its library fetched only here), the key as
 * text, and the first code to confirm it.
 */
export function TotpSetup({ secret, uri, busy, error, onConfirm, onCancel }: TotpSetupProps) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const secretId = useId();

  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => {
        if (live) setQr(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [uri]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(code.replace(/\s+/g, ''));
  };

  return (
    <form className="two-step-setup" onSubmit={submit} noValidate>
      <p>{at('security.setup.scan')}</p>
      <div className="two-step-setup__qr">
        {qr ? (
          <img src={qr} width={200} height={200} alt={at('security.setup.qrAlt')} />
        ) : (
          <span className="two-step-setup__qr-wait">{at('security.setup.qrLoading')}</span>
        )}
      </div>
      <p id={secretId}>{at('security.setup.secret')}</p>
      {/* The key reads left to right in either language. */}
      <code className="two-step-setup__secret" dir="ltr" aria-describedby={secretId}>
        {secret.match(/.{1,4}/g)?.join(' ')}
      </code>
      <FormAlert message={error} />
      <TextField
        name="totp"
        label={at('security.setup.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="two-step-setup__actions">
        <Button type="submit" busy={busy}>
          {busy ? at('security.setup.confirming') : at('security.setup.confirm')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {at('security.setup.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The ten backup codes, shown once after two-step sign-in is turned on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  };
  return (
    <section className="two-step-backup" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {at('security.backup.title')}
      </h2>
      <p>{at('security.backup.intro')}</p>
      <ul className="two-step-backup__codes" aria-label={at('security.backup.listLabel')} dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p role="status" className="two-step-backup__copied">
        {copied ? at('security.backup.copied') : ''}
      </p>
      <div className="two-step-setup__actions">
        <Button variant="secondary" onClick={copy}>
          {at('security.backup.copy')}
        </Button>
        <Button onClick={onDone}>{at('security.backup.done')}</Button>
      </div>
    </section>
  );
}
