import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { at, atp } from '@/admin/i18n';
import { useCan } from '@/admin/lib/admin-member';
import type { BulkAction } from './bulk-dialogs';

type BulkActionsBarProps = {
  /** Rows on this page and how many of them are chosen. */
  rowCount: number;
  selectedOnPage: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
};

/** Select all on the page, 'N selected' and the actions on the chosen rows. */
export function BulkActionsBar({
  rowCount,
  selectedOnPage,
  selected,
  onSelectAll,
  onClear,
  onAction,
}: BulkActionsBarProps) {
  const can = useCan();
  const all = useRef<HTMLInputElement>(null);
  const every = rowCount > 0 && selectedOnPage === rowCount;
  useEffect(() => {
    if (all.current) all.current.indeterminate = selectedOnPage > 0 && !every;
  }, [selectedOnPage, every]);

  return (
    <div className="bulk-bar" role="group" aria-label={at('productList.bulkLabel')}>
      <label className="bulk-bar__all">
        <input
          ref={all}
          type="checkbox"
          className="bulk-bar__checkbox"
          checked={every}
          disabled={rowCount === 0}
          onChange={(e) => onSelectAll(e.target.checked)}
        />
        {at('productList.selectAll')}
      </label>
      {selected > 0 ? (
        <>
          <p className="bulk-bar__count" role="status">
            {atp('productList.selected', selected)}
          </p>
          <div className="bulk-bar__actions">
            {can('prices:write') ? (
              <>
                <Button
                  variant="secondary"
                  className="admin-button"
                  onClick={() => onAction('discount')}
                >
                  {at('productList.bulkDiscount')}
                </Button>
                <Button
                  variant="secondary"
                  className="admin-button"
                  onClick={() => onAction('price')}
                >
                  {at('productList.bulkPrice')}
                </Button>
              </>
            ) : null}
            {can('products:delete') ? (
              <Button
                variant="secondary"
                className="admin-button bulk-bar__delete"
                onClick={() => onAction('delete')}
              >
                {at('productList.bulkDelete')}
              </Button>
            ) : null}
            <Button variant="bare" className="product-actions__link" onClick={onClear}>
              {at('productList.clearSelection')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
