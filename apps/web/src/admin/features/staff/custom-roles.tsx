import { PERMISSIONS, type Permission } from '@store/domain';
import { useState, type FormEvent } from 'react';

import { at, type AdminMessageKey } from '@/admin/i18n';
import { useAdminMember } from '@/admin/lib/admin-member';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { staffApi, useStaffWrite, type StaffOverview } from './api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A permission in words ('Orders: ship'), the console's language. */
export const permissionLabel = (p: Permission) => at(`perm.${p}` as AdminMessageKey);

type Role = StaffOverview['roles'][number];

/**
 * The owner's custom roles: listed with their permissions, made from the permission list (only
 * those the maker holds are offered; the server holds the same rule), edited (name and
 * permissions; its members hold the new list at their next call), and deleted when unused.
 */
export function CustomRoles({ roles }: { roles: StaffOverview['roles'] }) {
  const held = useAdminMember().data?.permissions ?? [];
  const toast = useToast();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Permission[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [editing, setEditing] = useState<Role | null>(null);
  const save = useStaffWrite(staffApi.saveRole);
  const remove = useStaffWrite(staffApi.deleteRole);
  const startEdit = (role: Role | null) => {
    setEditing(role);
    setName(role?.name ?? '');
    setChosen(role ? [...role.permissions] : []);
  };
  const report = {
    onSuccess: () => {
      setAlert(null);
      toast(at('staff.roleSaved'));
    },
    onError: (error: unknown) => setAlert(errorText(error)),
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), name, permissions: chosen },
      {
        ...report,
        onSuccess: () => {
          report.onSuccess();
          startEdit(null);
        },
      },
    );
  };
  const toggle = (p: Permission, on: boolean) =>
    setChosen((list) => (on ? [...list, p] : list.filter((x) => x !== p)));

  return (
    <section className="admin-card staff-roles" aria-labelledby="staff-roles">
      <h2 id="staff-roles">{at('staff.roles')}</h2>
      <FormAlert message={alert} />
      {roles.length ? (
        <ul className="staff-roles__list" role="list">
          {roles.map((role) => (
            <li key={role.id}>
              <strong>{role.name}</strong>: {role.permissions.map(permissionLabel).join('، ')}{' '}
              <Button
                type="button"
                variant="secondary"
                aria-label={at('staff.editRoleLabel', { name: role.name })}
                onClick={() => startEdit(role)}
              >
                {at('staff.editRole')}
              </Button>{' '}
              <Button
                type="button"
                variant="secondary"
                onClick={() => remove.mutate(role.id, report)}
              >
                {at('staff.deleteRole')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="staff-roles__form" onSubmit={onSubmit} noValidate>
        <h3>{editing ? at('staff.editingRole', { name: editing.name }) : at('staff.newRole')}</h3>
        <TextField
          name="roleName"
          label={at('staff.roleName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="staff-roles__permissions">
          <legend>{at('staff.permissions')}</legend>
          <p>{at('staff.roleHint')}</p>
          {PERMISSIONS.filter((p) => held.includes(p)).map((p) => (
            <label key={p} className="staff-roles__permission">
              <input
                type="checkbox"
                checked={chosen.includes(p)}
                onChange={(event) => toggle(p, event.target.checked)}
              />{' '}
              {permissionLabel(p)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" busy={save.isPending}>
          {at('staff.roleSubmit')}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={() => startEdit(null)}>
            {at('staff.cancelEdit')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
