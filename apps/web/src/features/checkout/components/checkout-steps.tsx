import { t } from '@/i18n';

type CheckoutStepsProps = { current: 1 | 2 | 3 };

const STEPS = ['checkout.stepAddress', 'checkout.stepPayment', 'checkout.stepPlace'] as const;

/** Address → payment → place order, with where the shopper is. */
export function CheckoutSteps({ current }: CheckoutStepsProps) {
  return (
    <ol className="co-steps" aria-label={t('checkout.steps')}>
      {STEPS.map((key, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li
            key={key}
            className={`co-steps__step co-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="co-steps__dot" aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className="co-steps__label">{t(key)}</span>
            {state === 'done' ? <span className="sr-only"> {t('checkout.stepDone')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
