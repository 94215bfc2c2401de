/** Status used for a request the caller cancelled (spec 1 §7): it is never shown to anyone. */
export const CANCELLED_STATUS = 499;
/** Status used when no answer arrived at all (network down, timeout). */
export const NO_RESPONSE_STATUS = 0;

/** A failed API call: the HTTP status, the server's message when it sent one, and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The `message` of the server's error body; null when the server sent none, so screens can use their fallback. */
    readonly serverMessage: string | null = null,
    /** Field name to messages, from the server's 422 answers. */
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }

  get isCancelled(): boolean {
    return this.status === CANCELLED_STATUS;
  }
}

/** The server's message of a failed call, else the screen's own fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
