import { Link } from '@/lib/router';

import { atp, at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import type { DashboardStats } from '@store/domain/contract';

/** How many colour × size variants are low or sold out, with the way to the Low stock page. */
export function StockSummary({ stock }: { stock: NonNullable<DashboardStats['stock']> }) {
  return (
    <section className="admin-card stock-summary" aria-labelledby="dashboard-stock-title">
      <h2 id="dashboard-stock-title" className="admin-section-title">
        {at('dashboard.stockTitle')}
      </h2>
      <ul className="stock-summary__figures" role="list">
        <li data-figure="low">{atp('dashboard.lowVariants', stock.lowVariants)}</li>
        <li data-figure="sold-out">{atp('dashboard.soldOutVariants', stock.soldOutVariants)}</li>
      </ul>
      <Link className="stock-summary__link" to={ADMIN_PATHS.lowStock}>
        {at('dashboard.stockLink')}
      </Link>
    </section>
  );
}
