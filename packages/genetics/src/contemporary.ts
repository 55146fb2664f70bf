/**
 * Contemporary groups by the breed association's rules (American Angus Association, "Contemporary
 * Grouping", angus.org/Performance/ContemporaryGrouping; docs/decisions.md: contemporary groups):
 * calves are compared only with calves of the same herd and management code, of the same sex, born
 * within 90 days of the group's first calf, weighed within 3 days of the group's first weighing,
 * and conceived alike: embryo-transfer and IVF calves apart from natural and AI ones, since a
 * recipient dam's calf is raised by another cow. Pure: calves in, groups out.
 */

/** Days of the epoch (UTC): a calendar day as a whole number. */
export type Day = number;

export type Conception = 'natural' | 'embryoTransfer' | 'ivf';

export interface GroupCandidate {
  id: string;
  /** The breeder's herd code, or the farm the calf was born or raised on. */
  herd: string;
  /** The management code of the trait (birth, pasture, feed), null when none was given. */
  management: string | null;
  /** 'bull', 'steer', 'heifer' or the register's sex when no calf sex was recorded. */
  sex: string;
  conception: Conception;
  birth: Day;
  /** The weighing (or harvest) day the trait's record was taken; null for birth records. */
  weighed: Day | null;
}

export interface GroupRules {
  /** The longest span of births in a group. */
  birthWindowDays: number;
  /** The longest span of weighing days in a group. */
  weighingWindowDays: number;
}

export const GROUP_RULES: GroupRules = { birthWindowDays: 90, weighingWindowDays: 3 };

export interface FormedGroup {
  herd: string;
  management: string | null;
  sex: string;
  conception: Conception;
  bornFrom: Day;
  bornTo: Day;
  weighedFrom: Day | null;
  weighedTo: Day | null;
  /** Member ids, by birth then id. */
  members: string[];
}

const byBirth = (a: GroupCandidate, b: GroupCandidate) => a.birth - b.birth || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byWeighing = (a: GroupCandidate, b: GroupCandidate) => (a.weighed ?? 0) - (b.weighed ?? 0) || byBirth(a, b);

/** Splits calves sorted by `day` into runs whose span from their first is at most `window` days. */
function windows(calves: readonly GroupCandidate[], day: (calf: GroupCandidate) => number, window: number): GroupCandidate[][] {
  const runs: GroupCandidate[][] = [];
  let run: GroupCandidate[] = [];
  for (const calf of calves) {
    if (run.length > 0 && day(calf) - day(run[0]!) > window) {
      runs.push(run);
      run = [];
    }
    run.push(calf);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Forms the groups: calves keyed by herd, management, sex and conception; each key's calves cut
 * into 90-day birth windows from the earliest, and each window into weighing sessions of at most 3
 * days. Groups come in a stable order (herd, management, sex, conception, first birth), so the
 * same calves always give the same groups and codes.
 */
export function contemporaryGroups(calves: readonly GroupCandidate[], rules: GroupRules = GROUP_RULES): FormedGroup[] {
  const partitions = new Map<string, GroupCandidate[]>();
  for (const calf of calves) {
    const key = JSON.stringify([calf.herd, calf.management ?? '', calf.sex, calf.conception]);
    const partition = partitions.get(key);
    if (partition) partition.push(calf);
    else partitions.set(key, [calf]);
  }
  const groups: FormedGroup[] = [];
  for (const key of [...partitions.keys()].sort()) {
    const born = windows(partitions.get(key)!.sort(byBirth), (calf) => calf.birth, rules.birthWindowDays);
    for (const window of born) {
      const sessions = window[0]!.weighed === null ? [window] : windows([...window].sort(byWeighing), (calf) => calf.weighed!, rules.weighingWindowDays);
      for (const session of sessions) {
        const members = [...session].sort(byBirth);
        const first = members[0]!;
        const weighings = members.map((calf) => calf.weighed).filter((day): day is Day => day !== null);
        groups.push({
          herd: first.herd,
          management: first.management,
          sex: first.sex,
          conception: first.conception,
          bornFrom: first.birth,
          bornTo: members[members.length - 1]!.birth,
          weighedFrom: weighings.length > 0 ? weighings.reduce((low, day) => Math.min(low, day)) : null,
          weighedTo: weighings.length > 0 ? weighings.reduce((high, day) => Math.max(high, day)) : null,
          members: members.map((calf) => calf.id),
        });
      }
    }
  }
  return groups;
}
