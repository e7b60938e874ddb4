import { Button } from './button';

type ErrorMessageProps = {
  title: string;
  message?: string;
  retryLabel?: string;
  onRetry?: () => void;
};

/** A failed load, announced to assistive technology, with an optional retry. */
export function ErrorMessage({ title, message, retryLabel, onRetry }: ErrorMessageProps) {
  return (
    <div className="error-message" role="alert">
      <p className="error-message__title">{title}</p>
      {message ? <p className="error-message__detail">{message}</p> : null}
      {onRetry && retryLabel ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
