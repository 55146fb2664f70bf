import { ApiError } from '../../../app/api';

/** A record another organisation holds, or none, is not found: asking again would not find it. */
export const retryUnlessNotFound = (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Blank values of a list's query left out: the server checks every value it is sent. */
export const withoutBlanks = <Q extends object>(values: Q): Q =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Q;
