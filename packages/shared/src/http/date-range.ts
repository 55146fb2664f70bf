import { z } from 'zod';
import { text } from './text';
import { isIsoDate } from '../format';

const DAY_MS = 86_400_000;

/** Days from one ISO date to another, both included. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const isoDate = text().refine(isIsoDate, 'reports.dateInvalid');

/**
 * `?from&to` of a report: ISO dates, both optional (the server picks a recent period), from not
 * after to, and at most `maxDays` days so one request stays one cheap provider call.
 */
export const dateRangeQuery = (maxDays: number) =>
  z
    .object({ from: isoDate.optional(), to: isoDate.optional() })
    .refine(({ from, to }) => !from || !to || from <= to, { message: 'reports.rangeReversed', path: ['from'] })
    .refine(({ from, to }) => !from || !to || daysBetween(from, to) <= maxDays, { message: 'reports.rangeTooLong', path: ['from'] });

/** An ISO date moved by whole days. */
export const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The period a report covers: what was asked, the missing ends filled in (`to` defaults to
 * `lastDay`, `from` to `defaultDays` days before `to`). Null when the result is reversed or too long.
 */
export function resolveDateRange(
  query: { from?: string; to?: string },
  { lastDay, defaultDays, maxDays }: { lastDay: string; defaultDays: number; maxDays: number },
): { from: string; to: string } | null {
  const to = query.to ?? (query.from && addDays(query.from, defaultDays - 1) < lastDay ? addDays(query.from, defaultDays - 1) : lastDay);
  const from = query.from ?? addDays(to, 1 - defaultDays);
  return from <= to && daysBetween(from, to) <= maxDays ? { from, to } : null;
}
