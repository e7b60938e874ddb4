import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The first field a refused submit marked invalid, in the order the form shows them: a control
 * with aria-invalid, else the first control of a field drawn as invalid (a tag list, a picker).
 */
function firstInvalid(form: HTMLElement): HTMLElement | null {
  const control = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (control) return control;
  const field = form.querySelector<HTMLElement>('.field--invalid');
  return field?.querySelector<HTMLElement>('input, select, textarea, button') ?? field ?? null;
}

/**
 * After a refused submit of a long form, brings its first bad field into view and focuses it, so
 * its message (beside it) is where the person is looking, not at the top of the page. `request()`
 * runs once the errors have rendered; `formRef` goes on the form.
 */
export function useFirstErrorFocus<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0 || !formRef.current) return;
    const first = firstInvalid(formRef.current);
    if (!first) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    first.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    if (first.matches('input, select, textarea, button, [tabindex]')) {
      first.focus({ preventScroll: true });
    }
  }, [request]);

  const focusFirstError = useCallback(() => setRequest((n) => n + 1), []);
  return { formRef, focusFirstError };
}
