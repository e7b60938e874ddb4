import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { at } from '@/admin/i18n';
import type { OrderFilters } from '@/admin/lib/order-filters';
import { downloadOrdersCsv } from '../api/import-export';

/** Manage Orders' 'Export CSV': the orders its search and filters list, as a file. */
export function OrdersExportButton({ filters }: { filters: OrderFilters }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const run = async () => {
    setBusy(true);
    try {
      await downloadOrdersCsv(filters);
    } catch {
      toast(at('importExport.downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" className="admin-button" busy={busy} onClick={() => void run()}>
      {at('importExport.exportCsv')}
    </Button>
  );
}
