import { useEffect, useRef } from 'react';
import type { FocusEvent } from 'react';

const FOCUSABLE = [
  'a[href]:not([tabindex="-1"])',
  'button:not([disabled]):not([tabindex="-1"])',
  'input:not([disabled]):not([tabindex="-1"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/** Whether `el` sits in a <dialog> of `box`'s own (whose focus the dialog manages). */
const inDialogOf = (box: Element, el: Element) => {
  const dialog = el.closest('dialog');
  return dialog !== null && box.contains(dialog);
};

// checkVisibility is missing before Safari 17.4: a rendered box is the older test.
const visible = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0;

/** The controls a keyboard user can reach in `box`, outside its dialogs. */
const controlsIn = (box: Element) =>
  [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !inDialogOf(box, el) && visible(el),
  );

/** The control that had focus, its place among the container's controls, and its entry's. */
type Lost = { element: Element; index: number; entry: Element | null; entryIndex: number };

type RescueOptions = {
  /**
   * A selector for the container's entries (a table's rows): when the control goes with its
   * entry, focus goes to the first control of the entry now in its place (the next one), else
   * of the last entry (the one before), else to `fallback`.
   */
  entry?: string;
};

/**
 * Runs `then` once the dialog has closed: on its close event, or when it is found closed or gone
 * (a dialog unmounted while open never fires one), looking again every 100 ms for 2 s at most.
 */
function waitUntilClosed(dialog: HTMLDialogElement, then: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  dialog.addEventListener('close', finish, { once: true });
  let looks = 0;
  const look = () => {
    if (done) return;
    looks += 1;
    if (!dialog.isConnected || !dialog.open || looks >= 20) finish();
    else window.setTimeout(look, 100);
  };
  window.setTimeout(look, 100);
}

/**
 * Keeps a keyboard user's place when the control they are on goes away: a bag line or a tag
 * removed, a status button swapped for the next step's, a form that closes once it is sent.
 * The browser would drop focus to <body>, back at the top of the page.
 *
 * Spread `onFocus` on the container. After a render that removed the focused control, focus goes
 * to the control now at its position in the container (the next line's), else the container's
 * last control, else `fallback(container)` (a heading or message that says what happened).
 * With `options.entry`, a control whose entry went too goes to the next entry's first control
 * instead (entries with differing controls would otherwise land part-way into one).
 */
export function useFocusRescue(
  fallback?: (container: HTMLElement | null) => HTMLElement | null | undefined,
  options: RescueOptions = {},
) {
  const { entry } = options;
  const container = useRef<HTMLElement | null>(null);
  const lost = useRef<Lost | null>(null);

  // No dependencies: the control can go in any render of the component that owns the container.
  useEffect(() => {
    const last = lost.current;
    if (!last || last.element.isConnected) return;
    lost.current = null;
    const restore = () => {
      // Focus the user (or the page) already moved elsewhere is left alone. Focus still in a
      // dialog closed in this same render (a confirmation outside the container, closed as its
      // request ends) is not: its opener went, and the browser drops it to <body> a frame later.
      const active = document.activeElement;
      if (active && active !== document.body && !active.closest('dialog:not([open])')) return;
      const box = container.current?.isConnected ? container.current : null;
      if (entry && last.entry && !last.entry.isConnected) {
        const entries = box ? [...box.querySelectorAll(entry)] : [];
        const next = entries[last.entryIndex] ?? entries.at(-1);
        ((next && controlsIn(next)[0]) ?? fallback?.(box))?.focus();
        return;
      }
      const controls = box ? controlsIn(box) : [];
      const near = last.index >= 0 ? (controls[last.index] ?? controls.at(-1)) : undefined;
      (near ?? fallback?.(box))?.focus();
    };
    // A dialog opened from the control (Submit Return Request, a confirmation) gives focus back
    // to it as it closes, and finds it gone: look once it has closed. One its own effect closed
    // earlier in this render still holds focus, and its close event is still to come: wait for
    // that too, so rescues that found it open (inner ones, whose effects ran first) go first.
    const dialog = document.activeElement?.closest('dialog');
    if (dialog) waitUntilClosed(dialog, restore);
    else restore();
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const box = event.currentTarget;
    // Closing a dialog returns focus to its opener here, which is the control to keep track of.
    if (inDialogOf(box, event.target)) return;
    container.current = box;
    const own = entry ? event.target.closest(entry) : null;
    const entries = entry && own && box.contains(own) ? [...box.querySelectorAll(entry)] : [];
    const entryIndex = own ? entries.indexOf(own) : -1;
    lost.current = {
      element: event.target,
      index: controlsIn(box).indexOf(event.target),
      entry: entryIndex >= 0 ? own : null,
      entryIndex,
    };
  };

  return { onFocus };
}
