import { useId } from 'react';

import { Field } from '@/components/ui/field';
import { adminLanguage, at, isAdminMessageKey } from '@/admin/i18n';
import { usePromotions } from '@/admin/features/promotions';
import type { AdminOffer } from '@store/domain/contract';

type LinkedPromotionFieldProps = {
  /** The chosen promotion's id; '' for none. */
  value: string;
  onChange: (promotionId: string) => void;
  /** The promotion the offer links to now, kept as a choice when the list no longer shows it. */
  linked: AdminOffer['promotion'];
  error?: string | undefined;
};

type Choice = { id: string; nameEn: string; nameAr: string; code: string | null; status?: string };

/** A promotion's name in the console's language. */
export const promotionName = (p: Pick<Choice, 'nameEn' | 'nameAr'>) =>
  adminLanguage() === 'ar' ? p.nameAr || p.nameEn : p.nameEn;

/**
 * "Linked promotion": none, or one of the newest promotions by name, code and status. Linked, the
 * offer's page lists the products the promotion matches instead of the products added above.
 */
export function LinkedPromotionField({
  value,
  onChange,
  linked,
  error,
}: LinkedPromotionFieldProps) {
  const id = useId();
  const promotions = usePromotions();
  const listed: Choice[] = promotions.data?.promotions ?? [];
  const choices = linked && !listed.some((p) => p.id === linked.id) ? [linked, ...listed] : listed;
  const label = (p: Choice) => {
    const statusKey = `promotions.status.${p.status ?? ''}`;
    const status = isAdminMessageKey(statusKey) ? at(statusKey) : null;
    return [promotionName(p), p.code, status].filter(Boolean).join(' · ');
  };
  return (
    <Field
      id={id}
      label={at('offers.fieldPromotion')}
      hint={promotions.isError ? at('offers.promotionsFailed') : at('offers.promotionHint')}
      error={error}
    >
      {(control) => (
        <select
          {...control}
          name="promotionId"
          className="field__input"
          value={value}
          aria-busy={promotions.isPending || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{at('offers.noPromotion')}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {label(p)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
