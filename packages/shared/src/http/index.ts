import { z } from 'zod';
import { text } from './text';

/**
 * The answer shapes of docs/product.md §7 and §8. Every route answers with one of these two envelopes.
 * `key` is ours: the stable message id, so a client can show the text in its own language.
 */
export const apiErrorItem = z.object({
  param: text().describe('The field the message is about; empty for the request as a whole'),
  msg: text(),
  key: text().optional(),
  /** The file row the message is about, for an import rejected row by row. */
  row: z.number().int().optional(),
  /** What fills the message's {placeholders}, so a client can show it in its own language too. */
  params: z.record(text(), text()).optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItem>;

/** One component of the OpenAPI document (its id), named by every failure of every operation. */
export const errorEnvelope = z
  .object({
    code: z.number().int(),
    success: z.literal(false),
    message: text(),
    key: text().optional(),
    errors: z.array(apiErrorItem),
    /** The record the error is about, when one was kept: a rejected import, for its per-row report. */
    id: text().optional(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'A failure (docs/product.md §8): the status, the message in the caller’s language and its key, one item per field' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(200),
    success: z.literal(true),
    message: text(),
    data,
  });
}
export type SuccessEnvelope<T> = { code: 200; success: true; message: string; data: T };

/** Paged lists: `page` counts from 1. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(25),
  search: text().trim().max(100).optional(),
  col: text().max(50).optional(),
  desc: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export * from './attachment';
export * from './date-range';
export * from './file';
export * from './operation';
export * from './provider';
export * from './tags';
export * from './text';
