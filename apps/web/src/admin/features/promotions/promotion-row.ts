import type { Fils, PromotionStatus } from '@store/domain';

/** One promotion as the list shows it. */
export type PromotionListRow = {
  id: string;
  nameEn: string;
  nameAr: string;
  kind: 'automatic' | 'code' | 'batch';
  /** The code of a one-code promotion. */
  code: string | null;
  /** How many codes a batch has. */
  codeCount: number;
  status: PromotionStatus;
  paused: boolean;
  startsAt: string;
  endsAt: string | null;
  uses: number;
  /** The limit on uses in total; null: none. */
  totalUses: number | null;
  discountFils: Fils;
  salesFils: Fils;
};
