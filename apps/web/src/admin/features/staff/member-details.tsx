import { staffChangeSchema } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { QueryStates } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { useAdminMember } from '@/admin/lib/admin-member';
import { adminKeys } from '@/admin/lib/query-keys';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { staffApi, useMemberDevices, useStaffWrite, type StaffMemberRow } from './api';
import { browserOf } from './browser-name';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether `text` is an amount the cap takes, by the server's own rule for it. */
const isCapAmount = (text: string) =>
  text.trim() !== '' && staffChangeSchema.safeParse({ walletDailyCap: Number(text) }).success;

/**
 * A member's daily wallet limit, as the owner sets it: what they may credit and debit to
 * customers' wallets in one Dubai day, in all. Owners have none. The server holds the cap.
 */
function WalletLimitForm({ member, onAlert }: { member: StaffMemberRow; onAlert: Alert }) {
  const toast = useToast();
  const [value, setValue] = useState(String(member.walletDailyCap ?? ''));
  const [error, setError] = useState<string | undefined>();
  const change = useStaffWrite(staffApi.change);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCapAmount(value)) return setError(at('staff.walletLimitInvalid'));
    setError(undefined);
    change.mutate(
      { id: member.id, walletDailyCap: Number(value) },
      {
        onSuccess: () => {
          onAlert(null);
          toast(at('staff.walletLimitSaved'));
        },
        onError: (failure) => onAlert(errorText(failure)),
      },
    );
  };
  return (
    <form className="staff-member__limit" onSubmit={onSubmit} noValidate>
      <TextField
        name="walletDailyCap"
        label={at('staff.walletLimitField')}
        hint={at('staff.walletLimitHint')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={change.isPending}>
        {at('staff.walletLimitSave')}
      </Button>
    </form>
  );
}

/** The member's signed-in devices; the owner signs any one of them out. */
function MemberDevices({ member, onAlert }: { member: StaffMemberRow; onAlert: Alert }) {
  const devices = useMemberDevices(member.id);
  const toast = useToast();
  const client = useQueryClient();
  const end = useMutation({
    mutationFn: staffApi.endMemberDevice,
    onSuccess: () => {
      onAlert(null);
      toast(at('devices.ended'));
    },
    onError: (failure) => onAlert(errorText(failure)),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.memberDevices(member.id) }),
  });
  const name = member.name ?? member.username;
  return (
    <section className="staff-member__devices" aria-label={at('staff.memberDevices', { name })}>
      <h3>{at('staff.memberDevices', { name })}</h3>
      <QueryStates query={devices} errorTitle={at('staff.memberDevicesFailed')} />
      {devices.data && devices.data.sessions.length === 0 ? (
        <p>{at('staff.memberDevicesEmpty')}</p>
      ) : null}
      {devices.data?.sessions.length ? (
        <ul className="staff-member__device-list" role="list">
          {devices.data.sessions.map((d) => (
            <li key={d.id}>
              <bdi>{browserOf(d.userAgent)}</bdi> · <bdi>{d.ip}</bdi> · {at('staff.lastSeen')}{' '}
              {formatDate(d.lastSeenAt)}{' '}
              <Button
                type="button"
                variant="secondary"
                aria-label={at('staff.endDevice', { device: browserOf(d.userAgent), name })}
                busy={end.isPending && end.variables?.sessionId === d.id}
                onClick={() => end.mutate({ id: member.id, sessionId: d.id })}
              >
                {at('devices.end')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Whether the member signs in with an authenticator app, and its reset for a member who lost
 * their phone: asked once more first, since it signs them out everywhere. Not offered on your
 * own row (the Security page turns your own off).
 */
function TwoStepReset({ member, onAlert }: { member: StaffMemberRow; onAlert: Alert }) {
  const toast = useToast();
  const client = useQueryClient();
  const me = useAdminMember().data;
  const [asking, setAsking] = useState(false);
  const reset = useStaffWrite(staffApi.resetTwoStep);
  const name = member.name ?? member.username;
  const confirm = () =>
    reset.mutate(member.id, {
      onSuccess: () => {
        onAlert(null);
        toast(at('staff.twoStep.resetDone', { name }));
      },
      onError: (failure) => onAlert(errorText(failure)),
      onSettled: () => {
        setAsking(false);
        void client.invalidateQueries({ queryKey: adminKeys.memberDevices(member.id) });
      },
    });
  return (
    <section className="staff-member__two-step" aria-label={at('staff.twoStep')}>
      <h3>{at('staff.twoStep')}</h3>
      <p>
        {member.twoStepOn
          ? at('staff.twoStep.onText', { name })
          : at('staff.twoStep.offText', { name })}
      </p>
      {member.twoStepOn && member.id !== me?.id ? (
        <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
          {at('staff.twoStep.reset')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={at('staff.twoStep.resetTitle')}
        message={at('staff.twoStep.resetQuestion', { name })}
        detail={at('staff.twoStep.resetDetail')}
        confirmLabel={at('staff.twoStep.reset')}
        busyLabel={at('staff.twoStep.resetting')}
        busy={reset.isPending}
        tone="danger"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

type Alert = (message: string | null) => void;

/**
 * A member's row opened on the Staff page: their daily wallet limit, two-step sign-in and
 * signed-in devices.
 */
export function MemberDetails({ member, onAlert }: { member: StaffMemberRow; onAlert: Alert }) {
  return (
    <div className="staff-member">
      {member.walletDailyCap === null ? (
        <p>{at('staff.walletLimitOwner')}</p>
      ) : (
        <WalletLimitForm member={member} onAlert={onAlert} />
      )}
      <TwoStepReset member={member} onAlert={onAlert} />
      <MemberDevices member={member} onAlert={onAlert} />
    </div>
  );
}
