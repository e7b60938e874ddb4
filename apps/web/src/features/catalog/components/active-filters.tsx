import { Icon } from '@/components/ui/icon';
import { t } from '@/i18n';
import { catalogueWord } from '@/i18n/content';
import type { ListingPatch, ListingState } from '../utils/listing-params';
import { CLEARED_REFINEMENTS, activeRefinementCount } from '../utils/listing-params';
import { formatAed } from '@/lib/money';

type Chip = { key: string; label: string; patch: ListingPatch };

function chips(state: ListingState): Chip[] {
  return [
    ...state.brands.map((brand) => ({
      key: `brand-${brand}`,
      label: brand,
      patch: { brands: state.brands.filter((b) => b !== brand) },
    })),
    ...state.colors.map((color) => ({
      key: `color-${color}`,
      label: catalogueWord(color),
      patch: { colors: state.colors.filter((c) => c !== color) },
    })),
    ...state.sizes.map((size) => ({
      key: `size-${size}`,
      label: t('filters.sizeChip', { size: catalogueWord(size) }),
      patch: { sizes: state.sizes.filter((s) => s !== size) },
    })),
    ...(state.maxPrice === undefined
      ? []
      : [
          {
            key: 'price',
            label: t('filters.priceUpTo', { price: formatAed(state.maxPrice) }),
            patch: { maxPrice: undefined },
          },
        ]),
    ...(state.minDiscount === undefined
      ? []
      : [
          {
            key: 'discount',
            label: t('filters.discountStep', { step: state.minDiscount }),
            patch: { minDiscount: undefined },
          },
        ]),
  ];
}

/** The refinements in force, each removable, so a shared link shows what it filters. */
export function ActiveFilters({
  state,
  onChange,
}: {
  state: ListingState;
  onChange: (patch: ListingPatch) => void;
}) {
  if (activeRefinementCount(state) === 0) return null;
  return (
    <ul role="list" className="active-filters" aria-label={t('filters.active')}>
      {chips(state).map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="chip"
            onClick={() => onChange(chip.patch)}
            aria-label={t('filters.remove', { label: chip.label })}
          >
            {chip.label}
            <Icon name="close" className="chip__icon" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="link-button" onClick={() => onChange(CLEARED_REFINEMENTS)}>
          {t('filters.clearAll')}
        </button>
      </li>
    </ul>
  );
}
