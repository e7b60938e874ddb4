import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { createPasskey, passkeyCancelled, passkeysSupported } from '@/admin/lib/passkeys';
import {
  passkeyOptions,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
  type Passkey,
} from '../api/security-api';
import { failureText } from '../failure-text';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const toast = useToast();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate(
      { id: passkey.id, name },
      { onSuccess: () => setEditing(false), onError: (e) => setError(failureText(e)) },
    );
  };
  const used = passkey.lastUsedAt
    ? ` · ${at('security.passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) })}`
    : '';
  return (
    <li className="passkeys__item">
      {editing ? (
        <form className="passkeys__rename" onSubmit={save} noValidate>
          <FormAlert message={error} />
          <TextField
            name="passkey-name"
            label={at('security.passkeys.renameLabel', { name: passkey.name })}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="two-step-setup__actions">
            <Button type="submit" busy={rename.isPending}>
              {at('security.passkeys.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {at('security.setup.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="passkeys__text">
            <strong className="passkeys__name">{passkey.name}</strong>
            <span className="passkeys__meta">
              {at('security.passkeys.added.at', { date: formatDate(passkey.createdAt) })}
              {used}
            </span>
          </div>
          <div className="two-step-setup__actions">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {at('security.passkeys.rename')}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(true)}>
              {at('security.passkeys.remove')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={removing}
        title={at('security.passkeys.removeTitle')}
        message={at('security.passkeys.removeConfirm', { name: passkey.name })}
        detail={at('security.passkeys.removeDetail')}
        confirmLabel={at('security.passkeys.remove')}
        busyLabel={at('security.passkeys.removing')}
        busy={remove.isPending}
        tone="danger"
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => {
              setRemoving(false);
              toast(at('security.passkeys.removed'));
            },
          })
        }
      />
    </li>
  );
}

/** The member's passkeys: each with its name and dates, renamed or removed; a new one added. */
export function PasskeysCard({ passkeys }: { passkeys: Passkey[] }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const add = useAddPasskey();
  const toast = useToast();
  const titleId = useId();
  const supported = passkeysSupported();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setWaiting(true);
    try {
      const { challenge, options } = await passkeyOptions();
      const credential = await createPasskey(options);
      await add.mutateAsync({
        challenge,
        name: name.trim() || at('security.passkeys.defaultName'),
        credential,
      });
      setName('');
      toast(at('security.passkeys.added'));
    } catch (e) {
      setError(passkeyCancelled(e) ? at('security.passkeys.cancelled') : failureText(e));
    } finally {
      setWaiting(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {at('security.passkeys.title')}
      </h2>
      <p>{at('security.passkeys.intro')}</p>
      {passkeys.length ? (
        <ul className="passkeys" aria-label={at('security.passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="passkeys__empty">{at('security.passkeys.empty')}</p>
      )}
      {supported ? (
        <form className="two-step-setup" onSubmit={(e) => void submit(e)} noValidate>
          <FormAlert message={error} />
          <TextField
            name="new-passkey-name"
            label={at('security.passkeys.name')}
            hint={at('security.passkeys.nameHint')}
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div>
            <Button type="submit" busy={waiting}>
              {waiting ? at('security.passkeys.adding') : at('security.passkeys.add')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="admin-notice">{at('security.passkeys.unsupported')}</p>
      )}
    </section>
  );
}
