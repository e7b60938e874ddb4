import { REMINDER_ORDER_WINDOW_DAYS } from '@store/domain';
import type { ReminderStats } from '@store/domain/contract';

import { at } from '@/admin/i18n';

/** The reminder mails of the console's period: how many went, and how many an order followed. */
export function ReminderSummary({ stats }: { stats: ReminderStats }) {
  const rows = [
    { key: 'bag', label: at('dashboard.bagReminders'), figures: stats.bagReminders },
    { key: 'price', label: at('dashboard.priceDrops'), figures: stats.priceDrops },
  ];
  return (
    <section className="admin-card reminder-summary" aria-labelledby="dashboard-reminders-title">
      <h2 id="dashboard-reminders-title" className="admin-section-title">
        {at('dashboard.remindersTitle', { days: stats.days })}
      </h2>
      <table className="reminder-summary__table">
        <thead>
          <tr>
            <th scope="col">{at('dashboard.reminderKind')}</th>
            <th scope="col">{at('dashboard.reminderSent')}</th>
            <th scope="col">{at('dashboard.reminderOrders')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-reminder={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.figures.sent}</td>
              <td>{row.figures.followedByOrder}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="reminder-summary__hint">
        {at('dashboard.remindersHint', { window: REMINDER_ORDER_WINDOW_DAYS })}
      </p>
    </section>
  );
}
