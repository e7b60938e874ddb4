import { at } from '@/admin/i18n';

/**
 * The promotion in words as the form stands, in the console's language, read out when it
 * changes; until the form describes a whole promotion, what is missing.
 */
export function PromotionSummary({ text }: { text: string | null }) {
  return (
    <section className="admin-card promo-summary" aria-labelledby="promo-summary-title">
      <h2 id="promo-summary-title" className="admin-section-title">
        {at('promotions.summary')}
      </h2>
      <p className="promo-summary__text" aria-live="polite">
        {text ?? at('promotions.summaryIncomplete')}
      </p>
    </section>
  );
}
