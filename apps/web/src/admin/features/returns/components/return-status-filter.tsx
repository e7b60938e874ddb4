import { RETURN_STATUSES, type ReturnStatus } from '@store/domain';
import { useId } from 'react';

import { at } from '@/admin/i18n';

type ReturnStatusFilterProps = {
  value: ReturnStatus | null;
  onChange: (status: ReturnStatus | null) => void;
};

/** All Status or one return status, as a labelled native select. */
export function ReturnStatusFilter({ value, onChange }: ReturnStatusFilterProps) {
  const id = useId();
  return (
    <div className="return-filter">
      <label htmlFor={id} className="return-filter__label">
        {at('returns.statusFilter')}
      </label>
      <select
        id={id}
        className="return-filter__select"
        value={value ?? ''}
        onChange={(event) => {
          const next = RETURN_STATUSES.find((status) => status === event.target.value);
          onChange(next ?? null);
        }}
      >
        <option value="">{at('returns.allStatus')}</option>
        {RETURN_STATUSES.map((status) => (
          <option key={status} value={status}>
            {at(`returns.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
