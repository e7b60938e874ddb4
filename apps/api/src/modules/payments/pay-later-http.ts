import type { AppError } from '#platform/errors';

/** How long any one call to a pay-later provider may take before it counts as unavailable. */
export const PAY_LATER_TIMEOUT_MS = 15_000;

export interface PayLaterHttpOptions {
  /** The provider's address: its live API, or the store's own test provider on loopback. */
  baseUrl: () => string;
  /** The bearer token every call carries. */
  token: string;
  /** The provider's own 503, for a call that timed out, failed or (see below) got a 5xx. */
  unavailable: (cause?: unknown) => AppError;
  /**
   * Whether any 5xx answer is unavailable here, before the caller sees it. Tamara's callers read
   * meaning into an answer that is not a success (a declined session, a capture refused because
   * it was taken already, an authorise lost to a racing one) and some go on after it, so a 5xx
   * must stop at the call. Tabby's callers take every answer above 299 as a failure themselves
   * and name the call in the error, so its 5xx is left to them.
   */
  serverErrorIsUnavailable: boolean;
  /** The provider's name in an error's cause. */
  name: string;
}

export interface PayLaterAnswer {
  status: number;
  /** The answer's JSON, or null when it had none. */
  json: unknown;
}

/**
 * One HTTP call to a pay-later provider: a JSON body when there is one, the bearer token and a
 * timeout; a call that never got an answer is the provider's unavailable error, never a guess.
 */
export function payLaterHttp(options: PayLaterHttpOptions) {
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<PayLaterAnswer> => {
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(PAY_LATER_TIMEOUT_MS),
      });
    } catch (err) {
      throw options.unavailable(err);
    }
    const json: unknown = await res.json().catch(() => null);
    if (options.serverErrorIsUnavailable && res.status >= 500) {
      throw options.unavailable(new Error(`${options.name} answered ${res.status}`));
    }
    return { status: res.status, json };
  };
}
