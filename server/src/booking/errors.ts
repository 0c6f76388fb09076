/** A rule of the domain said no; the code maps to an HTTP status in `toAppError`. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** 409 when the current state forbids it, 400 when the request itself is wrong. */
    readonly kind: 'conflict' | 'invalid' = 'conflict',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
