import type { MessageKey } from './i18n/messages.ts';

/** An error the client may see: an HTTP status, a message key and optional data. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
export const unauthenticated = () => new AppError(401, 'unauthenticated');
