import { HERO_AUTO_ADVANCE_MS } from '@store/domain';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';

import { Icon } from '@/components/ui/icon';
import { t } from '@/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { useOffers } from '../api';
import { swipeStep, wrapIndex } from '../utils/carousel';
import { heroSlides } from '../utils/hero-slides';
import { HeroSlide } from './hero-slide';

/**
 * The home hero: offers advancing every 5 s and wrapping round, one slide per swipe over 50 px.
 * It pauses while hovered or focused, when the shopper presses Pause, and never moves by itself
 * for people who ask for reduced motion (WCAG 2.2.2).
 */
export function OfferCarousel() {
  const { data: offers, isPending, isError } = useOffers();
  const slides = heroSlides(offers, isError && !offers);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Read as a hook, not once at the first render: a page rendered on the server is hydrated with
  // the server's answer (false) and then moves to the browser's.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  /** The shopper's Pause or Play; until they press one, reduced motion decides. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const stopped = chosen ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const current = Math.min(index, count - 1);
  const playing = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), HERO_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  const go = (step: number) => setIndex((i) => wrapIndex(Math.min(i, count - 1), step, count));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y, rtl);
    start.current = null;
    if (step !== 0) go(step);
  };

  if (isPending) {
    return <div className="hero hero--loading skeleton" aria-hidden="true" />;
  }

  return (
    <section
      className="hero"
      aria-roledescription={t('hero.carousel')}
      aria-label={t('hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="hero__viewport"
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {slides.map((slide, i) => (
          <HeroSlide
            key={slide.key}
            slide={slide}
            index={i}
            count={count}
            active={i === current}
            eager={i === 0}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__button"
            onClick={() => setChosen(!stopped)}
            aria-label={stopped ? t('hero.play') : t('hero.pause')}
          >
            <Icon name={stopped ? 'play' : 'pause'} />
          </button>
          <button
            type="button"
            className="hero__button"
            onClick={() => go(-1)}
            aria-label={t('hero.previous')}
          >
            <Icon name="chevronStart" className="icon--flip" />
          </button>
          <ol className="hero__dots" role="list">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className="hero__dot"
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t('hero.goTo', { index: i + 1, title: slide.title })}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="hero__button"
            onClick={() => go(1)}
            aria-label={t('hero.next')}
          >
            <Icon name="chevronEnd" className="icon--flip" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
