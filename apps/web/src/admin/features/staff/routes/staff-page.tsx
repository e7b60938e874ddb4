import { BUILT_IN_ROLES } from '@store/domain';
import { useState, type FormEvent } from 'react';

import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { QueryStates } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { formatAed } from '@/admin/lib/admin-format';
import { useAdminMember, useCan } from '@/admin/lib/admin-member';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { roleLabel, staffApi, useStaff, useStaffWrite, type StaffMemberRow } from '../api';
import { CustomRoles } from '../custom-roles';
import { MemberDetails } from '../member-details';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /admin/staff: members with their role, status, daily wallet limit and last sign-in; the owner
 * invites, changes a role, deactivates or reactivates, signs a member out everywhere, and in a
 * member's opened row sets their wallet limit, resets a lost two-step sign-in and signs out any
 * one of their devices. The server holds the rules (the grant rule, the last owner) and its
 * message is shown as it answers.
 */
export default function StaffPage() {
  const staff = useStaff();
  const me = useAdminMember().data;
  const manage = useCan()('staff:manage');
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('fulfilment');
  const invite = useStaffWrite(staffApi.invite);
  const change = useStaffWrite(staffApi.change);
  const endSessions = useStaffWrite(staffApi.endSessions);
  const withdraw = useStaffWrite(staffApi.withdraw);
  const roles = [
    ...BUILT_IN_ROLES.map((key) => ({ value: key, label: roleLabel(key, null) })),
    ...(staff.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const report = (done: string) => ({
    onSuccess: () => {
      setAlert(null);
      toast(done);
    },
    onError: (error: unknown) => setAlert(errorText(error)),
  });

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.mutate({ email, role }, report(at('staff.invited', { email })));
  };

  const columns: Column<StaffMemberRow>[] = [
    {
      key: 'name',
      header: at('staff.name'),
      rowHeader: true,
      cell: (m) => `${m.name ?? m.username}${m.id === me?.id ? ` ${at('staff.you')}` : ''}`,
    },
    { key: 'email', header: at('staff.email'), cell: (m) => <bdi>{m.username}</bdi> },
    {
      key: 'role',
      header: at('staff.role'),
      cell: (m) =>
        manage ? (
          <select
            aria-label={at('staff.changeRole', { name: m.name ?? m.username })}
            value={m.role}
            onChange={(event) =>
              change.mutate({ id: m.id, role: event.target.value }, report(at('staff.saved')))
            }
          >
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        ) : (
          roleLabel(m.role, m.roleName)
        ),
    },
    { key: 'status', header: at('staff.status'), cell: (m) => at(`staff.status.${m.status}`) },
    {
      key: 'walletLimit',
      header: at('staff.walletLimit'),
      cell: (m) =>
        m.walletDailyCap === null ? at('staff.walletLimitNone') : formatAed(m.walletDailyCap),
    },
    {
      key: 'twoStep',
      header: at('staff.twoStep'),
      cell: (m) => (m.twoStepOn ? at('staff.twoStep.on') : at('staff.twoStep.off')),
    },
    {
      key: 'seen',
      header: at('staff.lastSeen'),
      cell: (m) => (m.lastSeenAt ? formatDate(m.lastSeenAt) : at('staff.never')),
    },
    ...(manage
      ? [
          {
            key: 'actions',
            header: '',
            cell: (m: StaffMemberRow) => (
              <span className="staff-actions">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() =>
                    change.mutate(
                      { id: m.id, status: m.status === 'active' ? 'deactivated' : 'active' },
                      report(at('staff.saved')),
                    )
                  }
                >
                  {m.status === 'active' ? at('staff.deactivate') : at('staff.reactivate')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => endSessions.mutate(m.id, report(at('staff.sessionsEnded')))}
                >
                  {at('staff.endSessions')}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="admin-page">
      <PageHeader title={at('staff.title')} description={at('staff.description')} />
      <FormAlert message={alert} />
      {manage ? (
        <section className="admin-card" aria-labelledby="staff-invite">
          <h2 id="staff-invite">{at('staff.invite')}</h2>
          <p>{at('staff.inviteHint')}</p>
          <form className="staff-invite" onSubmit={onInvite} noValidate>
            <TextField
              name="email"
              type="email"
              label={at('staff.email')}
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <label className="staff-invite__role">
              <span>{at('staff.role')}</span>
              <select name="role" value={role} onChange={(event) => setRole(event.target.value)}>
                {roles.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" busy={invite.isPending}>
              {at('staff.inviteSubmit')}
            </Button>
          </form>
        </section>
      ) : null}
      <QueryStates query={staff} errorTitle={at('staff.loadFailed')} />
      {staff.data ? (
        <>
          <h2>{at('staff.members')}</h2>
          <DataTable
            label={at('staff.members')}
            columns={columns}
            rows={staff.data.members}
            rowKey={(m) => m.id}
            rowName={(m) => m.name ?? m.username}
            {...(manage
              ? {
                  renderDetails: (m: StaffMemberRow) => (
                    <MemberDetails member={m} onAlert={setAlert} />
                  ),
                }
              : {})}
          />
          {staff.data.invitations.length ? (
            <>
              <h2>{at('staff.invitations')}</h2>
              <ul className="staff-invitations" role="list">
                {staff.data.invitations.map((i) => (
                  <li key={i.id}>
                    <bdi>{i.email}</bdi> · {roleLabel(i.role, i.roleName)} ·{' '}
                    {i.expired
                      ? at('staff.expired')
                      : `${at('staff.expires')} ${formatDate(i.expiresAt)}`}
                    {manage ? (
                      <Button
                        type="button"
                        variant="secondary"
                        onClick={() => withdraw.mutate(i.id, report(at('staff.saved')))}
                      >
                        {at('staff.withdraw')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {manage ? <CustomRoles roles={staff.data.roles} /> : null}
        </>
      ) : null}
    </div>
  );
}
