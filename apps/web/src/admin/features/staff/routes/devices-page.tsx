import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { EmptyState, QueryStates } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { adminKeys } from '@/admin/lib/query-keys';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi, useDevices, type StaffDevice } from '../api';
import { browserOf } from '../browser-name';

/** /admin/devices: where the member is signed in, each of which they can end. */
export default function DevicesPage() {
  const devices = useDevices();
  const toast = useToast();
  const client = useQueryClient();
  const end = useMutation({
    mutationFn: staffApi.endDevice,
    onSuccess: () => toast(at('devices.ended')),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.devices }),
  });
  const columns: Column<StaffDevice>[] = [
    {
      key: 'browser',
      header: at('devices.browser'),
      rowHeader: true,
      cell: (d) => (
        <>
          <bdi>{browserOf(d.userAgent)}</bdi>
          {d.current ? ` (${at('devices.thisDevice')})` : ''}
        </>
      ),
    },
    { key: 'ip', header: at('devices.address'), cell: (d) => <bdi>{d.ip}</bdi> },
    { key: 'signedIn', header: at('devices.signedIn'), cell: (d) => formatDate(d.signedInAt) },
    { key: 'seen', header: at('staff.lastSeen'), cell: (d) => formatDate(d.lastSeenAt) },
    {
      key: 'end',
      header: '',
      cell: (d) =>
        d.current ? null : (
          <Button type="button" variant="secondary" onClick={() => end.mutate(d.id)}>
            {at('devices.end')}
          </Button>
        ),
    },
  ];
  return (
    <div className="admin-page">
      <PageHeader title={at('devices.title')} description={at('devices.description')} />
      <QueryStates query={devices} errorTitle={at('devices.loadFailed')} />
      {devices.data ? (
        <DataTable
          label={at('devices.title')}
          columns={columns}
          rows={devices.data.sessions}
          rowKey={(d) => d.id}
          empty={<EmptyState message={at('devices.empty')} />}
        />
      ) : null}
    </div>
  );
}
