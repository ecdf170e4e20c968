/**
 * An error that should replace the page with the error page showing `status` (e.g. a claim the
 * API does not know → 404; the exchange directions failing to load → 500). Thrown while
 * rendering, it reaches the route's error boundary.
 */
export class PageError extends Error {
  readonly status: number;

  constructor(status: number, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'PageError';
    this.status = status;
  }
}

export function isPageError(error: unknown): error is PageError {
  return error instanceof PageError;
}
