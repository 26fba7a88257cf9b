/** What a failed call carries: the status (0 when no answer came) and the server's messages. */
export class ConsoleApiError extends Error {
  override readonly name = 'ConsoleApiError';
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(messages.join(' ') || ConsoleApiError.fallback(status));
    this.status = status;
    this.messages = messages;
  }

  private static fallback(status: number): string {
    if (status === 0) {
      return 'The server could not be reached. Check your connection and try again.';
    }
    if (status === 403) {
      return PERMISSION_MESSAGE;
    }
    if (status >= 500) {
      return 'Something went wrong on the server. Try again in a moment.';
    }
    return `The request failed (${status}).`;
  }
}

/** The server's refusals that name no reason of their own: the role lacks the permission. */
const GENERIC_REFUSALS = new Set(['Forbidden', 'Your role does not allow this']);

export const PERMISSION_MESSAGE = 'You do not have permission to do this.';
export const SESSION_ENDED_MESSAGE = 'Your session ended. Sign in again to continue.';

/** The text a page shows for a failed call: the server's words, the permission sentence for 403. */
export function errorMessage(error: unknown): string {
  if (error instanceof ConsoleApiError) {
    if (error.status === 403 && error.messages.every((message) => GENERIC_REFUSALS.has(message))) {
      return PERMISSION_MESSAGE;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The `errors` of a `{ "errors": [...] }` body; none when the body is anything else. */
export function readErrorMessages(data: unknown): string[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((error): error is string => typeof error === 'string') : [];
}
