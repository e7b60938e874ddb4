import { ErrorMessage } from '@/components/ui/error-message';
import { ApiError } from '@/lib/api-client';
import { at } from '../i18n';
import { failureReason } from '../lib/failure-message';

/** A region waiting for data, announced once to assistive technology. */
export function LoadingState({ label = at('state.loading') }: { label?: string }) {
  return (
    <div className="admin-loading" role="status">
      <span className="admin-loading__bar" aria-hidden="true" />
      <span className="admin-loading__label">{label}</span>
    </div>
  );
}

type ErrorStateProps = {
  /** The screen's message for this load ('Failed to fetch users'). */
  title: string;
  error?: unknown;
  onRetry?: () => void;
};

/** A failed load: the screen's title, the server's or client's reason, and Try again. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const detail = error instanceof ApiError ? failureReason(error) : undefined;
  return (
    <ErrorMessage
      title={title}
      {...(detail && detail !== title ? { message: detail } : {})}
      {...(onRetry ? { onRetry, retryLabel: at('state.retry') } : {})}
    />
  );
}

/** What QueryStates reads of a TanStack query. */
type QueryLike = {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A list's query before it has rows: loading, or its failure with Try again. Once there is data a
 * failed refresh keeps showing it, so the error shows only while there is nothing else.
 */
export function QueryStates({ query, errorTitle }: { query: QueryLike; errorTitle: string }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data) {
    return (
      <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return null;
}

/**
 * Nothing to show ('No record found!'). Focusable from script, for when the last row goes and
 * the keyboard user's place with it.
 */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className="admin-empty" tabIndex={-1}>
      {message}
    </p>
  );
}
