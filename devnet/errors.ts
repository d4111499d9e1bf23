/**
 * An error that becomes an HTTP response `{"message": ...}` with the given status. Everything the
 * devnet rejects on purpose (bad input, failed verification, ledger rules) is one of these; any
 * other exception reaching the HTTP layer is a devnet bug and is answered with a 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);

/**
 * A rejection that one member of a group caused (its position is `index`). Submissions answer it
 * like any 400; a simulation reports it as the group's `failure-message` and `failed-at`.
 */
export class TxnError extends ApiError {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(400, message);
    this.name = 'TxnError';
  }
}
