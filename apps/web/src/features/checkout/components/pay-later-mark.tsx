import type { PayLaterMethod } from '@store/domain';

/** Each provider's mark: its name in its own colours, as its badge shows it beside a choice. */
const MARKS = {
  tabby: { text: 'tabby', background: '#3bffc1', color: '#292929' },
  tamara: { text: 'tamara', background: '#f7e1f1', color: '#1f1f1f' },
} as const;

/**
 * The provider's mark beside its payment choice. Decorative: the choice's title names the
 * provider in the page's language, so a screen reader does not read it twice. The name is the
 * provider's own Latin wordmark on both languages' pages, as its badge is everywhere.
 */
export function PayLaterMark({ method }: { method: PayLaterMethod }) {
  const mark = MARKS[method];
  return (
    <svg
      className={`pay-later-mark pay-later-mark--${method}`}
      viewBox="0 0 72 28"
      width="72"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="72" height="28" rx="6" fill={mark.background} />
      <text
        x="36"
        y="19"
        textAnchor="middle"
        fill={mark.color}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="15"
        fontWeight="800"
        direction="ltr"
      >
        {mark.text}
      </text>
    </svg>
  );
}
