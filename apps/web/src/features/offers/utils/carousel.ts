import { SWIPE_THRESHOLD_PX } from '@store/domain';

/** The slide after moving `step` from `index` among `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * One slide per swipe: a horizontal drag longer than 50 px moves one slide, whatever
 * its length. Dragging towards the reading start (left in LTR) shows the next slide; in RTL the
 * directions swap. Mostly vertical drags are scrolls, not swipes.
 */
export function swipeStep(dx: number, dy: number, rtl = false): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  const towardsStart = rtl ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
