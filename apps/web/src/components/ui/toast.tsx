import { TOAST_DURATION_MS } from '@store/domain';
import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { t } from '@/i18n';
import './toast.css';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';
type Toast = { id: number; tone: ToastTone; message: string };
type ShowToast = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * A problem stays long enough to be read (WCAG 2.2.1): its words (a refusal, what to do next)
 * take longer than a confirmation's, and a screen magnifier user may first have to find it.
 */
const PROBLEM_TOAST_MS = 8000;
const durationOf = (tone: ToastTone) =>
  tone === 'error' || tone === 'warning' ? PROBLEM_TOAST_MS : TOAST_DURATION_MS;

/**
 * Toasts for the whole app: announced politely, or assertively for errors; gone after 3 s, or
 * 8 s for errors and warnings, or when dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (message, tone = 'success') => {
      nextId.current += 1;
      const id = nextId.current;
      // The same message twice in a row (double submit, two tabs) shows once.
      setToasts((list) => [...list.filter((x) => x.message !== message), { id, tone, message }]);
      window.setTimeout(() => dismiss(id), durationOf(tone));
    },
    [dismiss],
  );

  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="region" aria-label={t('toast.region')}>
        <ToastList toasts={polite} live="polite" onDismiss={dismiss} />
        <ToastList toasts={urgent} live="assertive" onDismiss={dismiss} />
      </div>
    </ToastContext.Provider>
  );
}

function ToastList(props: {
  toasts: Toast[];
  live: 'polite' | 'assertive';
  onDismiss: (id: number) => void;
}) {
  return (
    <ul className="toast-list" role="list" aria-live={props.live} aria-atomic="false">
      {props.toasts.map((toast) => (
        <li key={toast.id} className={`toast toast--${toast.tone}`}>
          <span className="toast__message" role={toast.tone === 'error' ? 'alert' : 'status'}>
            {toast.message}
          </span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('toast.dismiss')}
            onClick={() => props.onDismiss(toast.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** `toast(message, tone)`; tone defaults to success. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
