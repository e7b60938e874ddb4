import { Link } from '@/lib/router';

import { DataTable, type Column } from '@/admin/components/data-table';
import { EmptyState } from '@/admin/components/states';
import { StatusBadge, type BadgeTone } from '@/admin/components/status-badge';
import { adminLanguage, at, atp } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { formatAed, formatCount } from '@/admin/lib/admin-format';
import { promotionPath } from '@/admin/lib/paths';
import type { AdminPromotion as PromotionListRow } from '@store/domain/contract';

const TONES: Record<PromotionListRow['status'], BadgeTone> = {
  scheduled: 'info',
  active: 'success',
  ended: 'neutral',
  used_up: 'danger',
  paused: 'warning',
};

/** What a row's buttons ask the page to do. */
export type PromotionListActions = {
  onPause: (row: PromotionListRow) => void;
  onResume: (row: PromotionListRow) => void;
  onDuplicate: (row: PromotionListRow) => void;
  onGenerate: (row: PromotionListRow) => void;
  onDownload: (row: PromotionListRow) => void;
  onDelete: (row: PromotionListRow) => void;
  /** The row whose action is under way: its buttons wait. */
  busyId: string | null;
};

/** The promotion's name in the console's language (the English where the Arabic is empty). */
export const promotionName = (row: PromotionListRow) =>
  adminLanguage() === 'ar' && row.nameAr ? row.nameAr : row.nameEn;

function CodeCell({ row }: { row: PromotionListRow }) {
  if (row.kind === 'automatic') return <>{at('promotions.automatic')}</>;
  if (row.kind === 'batch') return <>{atp('promotions.codeCount', row.batch?.count ?? 0)}</>;
  return (
    <bdi dir="ltr" className="promo-list__code">
      {row.code}
    </bdi>
  );
}

function Runs({ row }: { row: PromotionListRow }) {
  const start = formatDate(row.startsAt, true);
  return (
    <span className="promo-list__runs">
      {row.endsAt
        ? at('promotions.runs', { start, end: formatDate(row.endsAt, true) })
        : at('promotions.runsFrom', { start })}
    </span>
  );
}

function Actions({ row, actions }: { row: PromotionListRow; actions: PromotionListActions }) {
  const name = promotionName(row);
  const busy = actions.busyId === row.id;
  const button = (label: string, named: string, onClick: () => void) => (
    <button
      type="button"
      className="button button--secondary admin-button"
      aria-label={named}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="promo-list__actions">
      <Link
        className="button button--secondary admin-button"
        to={promotionPath(row.id)}
        aria-label={at('promotions.editNamed', { name })}
      >
        {at('promotions.edit')}
      </Link>
      {row.paused
        ? button(at('promotions.resume'), at('promotions.resumeNamed', { name }), () =>
            actions.onResume(row),
          )
        : button(at('promotions.pause'), at('promotions.pauseNamed', { name }), () =>
            actions.onPause(row),
          )}
      {button(at('promotions.duplicate'), at('promotions.duplicateNamed', { name }), () =>
        actions.onDuplicate(row),
      )}
      {row.kind === 'batch' ? (
        <>
          {button(at('promotions.generate'), at('promotions.generateNamed', { name }), () =>
            actions.onGenerate(row),
          )}
          {button(at('promotions.download'), at('promotions.downloadNamed', { name }), () =>
            actions.onDownload(row),
          )}
        </>
      ) : null}
      {row.uses === 0
        ? button(at('promotions.delete'), at('promotions.deleteNamed', { name }), () =>
            actions.onDelete(row),
          )
        : null}
    </div>
  );
}

/** Every promotion: a table on wide screens, cards on a phone. */
export function PromotionList({
  rows,
  actions,
}: {
  rows: readonly PromotionListRow[];
  actions: PromotionListActions;
}) {
  const columns: Column<PromotionListRow>[] = [
    {
      key: 'name',
      header: at('promotions.colName'),
      rowHeader: true,
      cell: (row) => (
        <span className="promo-list__name">
          <span className="promo-list__title">{promotionName(row)}</span>
          <Runs row={row} />
        </span>
      ),
    },
    { key: 'code', header: at('promotions.colCode'), cell: (row) => <CodeCell row={row} /> },
    {
      key: 'status',
      header: at('promotions.colStatus'),
      cell: (row) => (
        <StatusBadge
          status={row.status}
          label={at(`promotions.status.${row.status}`)}
          tone={TONES[row.status]}
        />
      ),
    },
    {
      key: 'uses',
      header: at('promotions.colUses'),
      align: 'end',
      cell: (row) => (
        <>
          {row.limits.totalUses === null
            ? formatCount(row.uses)
            : at('promotions.usesOf', {
                uses: formatCount(row.uses),
                limit: formatCount(row.limits.totalUses),
              })}
        </>
      ),
    },
    {
      key: 'discount',
      header: at('promotions.colDiscount'),
      align: 'end',
      cell: (row) => <bdi>{formatAed(row.discountGiven)}</bdi>,
    },
    {
      key: 'sales',
      header: at('promotions.colSales'),
      align: 'end',
      cell: (row) => <bdi>{formatAed(row.sales)}</bdi>,
    },
    {
      key: 'actions',
      header: at('promotions.colActions'),
      hideHeader: true,
      cell: (row) => <Actions row={row} actions={actions} />,
    },
  ];
  return (
    <DataTable
      label={at('promotions.listLabel')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={<EmptyState message={at('promotions.empty')} />}
    />
  );
}
