import type { MessageKey } from '@ganado/shared';

export interface FieldProblem {
  param: string;
  key: MessageKey;
  /** The file row, for an import rejected row by row. */
  row?: number;
  /** What fills the message's {placeholders} (an import's column and its allowed values). */
  params?: Record<string, string>;
}

/**
 * What services throw when a request cannot be served; the error handler turns it into the
 * error envelope, translating `key` (and each field problem's key) to the caller's language.
 */
export class AppError extends Error {
  readonly errors: FieldProblem[];
  /** The record the error is about, answered beside the errors (a rejected import kept for its report). */
  readonly id: string | undefined;

  constructor(
    readonly status: number,
    readonly key: MessageKey,
    options: { param?: string; errors?: FieldProblem[]; cause?: unknown; id?: string } = {},
  ) {
    super(key, { cause: options.cause });
    this.name = 'AppError';
    this.id = options.id;
    this.errors = options.errors ?? (options.param === undefined ? [] : [{ param: options.param, key }]);
  }

  static unauthorized(key: MessageKey = 'errors.unauthorized') {
    return new AppError(401, key);
  }

  static forbidden(key: MessageKey = 'errors.forbidden') {
    return new AppError(403, key);
  }

  static notFound(key: MessageKey = 'errors.notFound') {
    return new AppError(404, key);
  }

  /** 422 "check all the values", with the field (or fields) at fault: the one way services refuse a value. */
  static invalid(problems: FieldProblem | readonly FieldProblem[]) {
    return new AppError(422, 'errors.checkAllValues', { errors: [problems].flat() });
  }
}

/**
 * Awaits `work`; a refusal (4xx but 401 and 403) comes back headed by `key`, its field problems kept:
 * the spec's failure texts ('Product not Added', 'Order Not Placed') over the reason on the field.
 */
export async function refusedAs<T>(key: MessageKey, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AppError) || error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 403) throw error;
    const errors = error.errors.length > 0 ? error.errors : [{ param: '', key: error.key }];
    throw new AppError(error.status, key, { errors, cause: error, ...(error.id ? { id: error.id } : {}) });
  }
}
