import { toFils, type ProductPrices } from '@store/domain';

import { at, atp } from '@/admin/i18n';
import { formatFils } from '@/admin/lib/admin-format';
import type { AdminProduct } from '@store/domain/contract';

/** One chosen product's price now and after the action; null: the action refuses it. */
export type PreviewRow = {
  product: AdminProduct;
  from: number;
  to: number | null;
  rises: boolean;
};

/** A product's stored prices from the list's row (AED there, fils in the rules). */
export const rowPrices = (p: AdminProduct): ProductPrices => ({
  priceFils: toFils(p.price),
  originalPriceFils: p.originalPrice === null ? null : toFils(p.originalPrice),
  discount: p.discount,
});

type BulkPreviewProps = {
  rows: readonly PreviewRow[];
  /** A discount: rising prices are warned about and changed only when the owner ticks the box. */
  raise?: { checked: boolean; onChange: (checked: boolean) => void };
};

/**
 * Every chosen product's price now → after, before the action is applied. Prices that would go
 * up under a discount are marked, counted in a warning, and left out unless the owner ticks to
 * raise them.
 */
export function BulkPreview({ rows, raise }: BulkPreviewProps) {
  const rising = raise ? rows.filter((r) => r.rises).length : 0;
  return (
    <div className="bulk-preview">
      <div
        className="bulk-preview__scroll"
        role="region"
        aria-label={at('productList.previewCaption')}
        tabIndex={0}
      >
        <table className="bulk-preview__table">
          <caption className="bulk-preview__caption">{at('productList.previewCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{at('productList.previewProduct')}</th>
              <th scope="col">{at('productList.previewNow')}</th>
              <th scope="col">{at('productList.previewAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.product._id}
                className={raise && row.rises ? 'bulk-preview__row--rises' : undefined}
              >
                <th scope="row">
                  {row.product.name} <bdi dir="ltr">({row.product.productid})</bdi>
                </th>
                <td>
                  <bdi>{formatFils(row.from)}</bdi>
                </td>
                <td>
                  {row.to === null ? (
                    at('productList.previewTooHigh')
                  ) : (
                    <bdi>{formatFils(row.to)}</bdi>
                  )}
                  {raise && row.rises ? (
                    <strong className="bulk-preview__rises">
                      {' '}
                      {raise.checked
                        ? at('productList.previewRises')
                        : at('productList.previewSkipped')}
                    </strong>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {raise && rising > 0 ? (
        <div className="bulk-preview__warning" role="alert">
          <p>{atp('productList.risesWarning', rising)}</p>
          <label className="bulk-preview__raise">
            <input
              type="checkbox"
              className="bulk-bar__checkbox"
              checked={raise.checked}
              onChange={(e) => raise.onChange(e.target.checked)}
            />
            {atp('productList.raiseToo', rising)}
          </label>
        </div>
      ) : null}
    </div>
  );
}
