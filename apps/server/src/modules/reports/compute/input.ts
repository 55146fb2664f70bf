import type { HerdRecords, Window } from '@ganado/herd-kpis';

/** A day's milk by milking session over the period, for the milking page. */
export interface SessionMilk {
  session: string;
  records: number;
  kg: number;
}

/** Everything a page is computed from: the herd, the window, and the names its tables and charts show. */
export interface ReportInput {
  herd: HerdRecords;
  window: Window;
  /** Tag numbers of the animals in scope and of the herd sires named by services. */
  tags: Readonly<Record<string, string>>;
  groups: Readonly<Record<string, string>>;
  /** Semen sires' names by id. */
  sires: Readonly<Record<string, string>>;
  sessions: readonly SessionMilk[];
  /** The medicine prices' currency, when any pack given had a price. */
  currency: string | null;
  /** Digits of the medicine prices' currency's minor unit (2 for EUR), to write costs in units. */
  currencyDigits: number;
}
