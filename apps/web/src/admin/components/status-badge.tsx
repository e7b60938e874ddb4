import { statusLabel } from '../lib/status-label';

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';

/**
 * The colour of each status: every status badge has its own. Order
 * statuses are here; the returns screen adds its own (return_requested, picked_up, ...).
 */
export const STATUS_TONES: Record<string, BadgeTone> = {
  placed: 'info',
  shipped: 'progress',
  'out-for-delivery': 'progress',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'danger',
};

type StatusBadgeProps = {
  /** A stored status in any casing ('Shipped', 'out-for-delivery'). */
  status: string;
  /** Overrides the label; by default the status in the console's words (statusLabel). */
  label?: string;
  tone?: BadgeTone;
};

/** A status as a coloured pill; colour is never the only cue, the label always shows. */
export function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  const key = status.trim().toLowerCase();
  const text = label ?? statusLabel(status);
  return (
    <span className={`status-badge status-badge--${tone ?? STATUS_TONES[key] ?? 'neutral'}`}>
      {text}
    </span>
  );
}
