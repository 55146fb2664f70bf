import type { Conception, GroupCandidate } from '@ganado/genetics';
import { type EpdData, type EvaluatedTrait, GROUP_OF_TRAIT, type GroupTrait } from '@ganado/shared/genetics';
import { sheetOf, type SheetSources } from './sheet';

const DAY_MS = 86_400_000;
export const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A calf's record of a trait, with what its contemporary group is judged by. */
export interface TraitRecord extends GroupCandidate {
  trait: EvaluatedTrait;
  value: number;
  /** The herd as the screens name it: the breeder's herd code or the farm. */
  herdLabel: string | null;
}

/**
 * What each trait is measured by on the sheet (docs/decisions.md: evaluations): the birth weight;
 * the BIF-adjusted 205-day and 365-day weights (age of dam included); the carcass measurements as
 * entered. The management code and the sex are those of the trait's own section.
 */
const MEASURES: Record<EvaluatedTrait, { value: (sheet: EpdData) => unknown; weighed: (sheet: EpdData) => unknown; management: (sheet: EpdData) => unknown; sex: (sheet: EpdData) => unknown }> = {
  birthWeight: { value: (s) => s.fields.birthWeight, weighed: () => null, management: (s) => s.fields.birthManagementCode, sex: (s) => s.fields.weaningSex },
  weaningWeight: { value: (s) => s.adjusted.weaning205Kg, weighed: (s) => s.fields.weaningDate, management: (s) => s.fields.managementPastureCode, sex: (s) => s.fields.weaningSex },
  yearlingWeight: { value: (s) => s.adjusted.yearling365Kg, weighed: (s) => s.fields.yearlingDate, management: (s) => s.fields.managementFeedCode, sex: (s) => s.fields.yearlingSex },
  carcassWeight: { value: (s) => s.fields.carcassWeight, weighed: (s) => s.fields.harvestDate, management: (s) => s.fields.managementFeedCode, sex: (s) => s.fields.carcassSex ?? s.fields.yearlingSex },
  marbling: { value: (s) => s.fields.marbling, weighed: (s) => s.fields.harvestDate, management: (s) => s.fields.managementFeedCode, sex: (s) => s.fields.carcassSex ?? s.fields.yearlingSex },
  ribeyeArea: { value: (s) => s.fields.ribeyeArea, weighed: (s) => s.fields.harvestDate, management: (s) => s.fields.managementFeedCode, sex: (s) => s.fields.carcassSex ?? s.fields.yearlingSex },
  fatThickness: { value: (s) => s.fields.fatThickness, weighed: (s) => s.fields.harvestDate, management: (s) => s.fields.managementFeedCode, sex: (s) => s.fields.carcassSex ?? s.fields.yearlingSex },
};

/** Natural service and AI calves are raised by their own dams; embryo-transfer calves by recipients (IVF is told on the sheet's composition, not kept apart here). */
const conceptionOf = (method: string | null): Conception => (method === 'embryoTransfer' ? 'embryoTransfer' : 'natural');

/** An animal's record of a trait, or null when it has none (no value, no birth date, or a carcass with no harvest date). */
export function traitRecord(trait: EvaluatedTrait, sources: SheetSources, sheet: EpdData = sheetOf(sources)): TraitRecord | null {
  const measure = MEASURES[trait];
  const value = measure.value(sheet);
  const birth = sources.animal.birthDate;
  const weighed = measure.weighed(sheet);
  if (typeof value !== 'number' || !birth) return null;
  if (GROUP_OF_TRAIT[trait] !== 'birth' && typeof weighed !== 'string') return null;
  const herdCode = sheet.fields.breederHerdCode;
  return {
    id: sources.animal.id,
    trait,
    value,
    herd: typeof herdCode === 'string' ? `code:${herdCode}` : `farm:${sources.animal.farmId ?? ''}`,
    herdLabel: typeof herdCode === 'string' ? herdCode : sources.animal.farmName,
    management: typeof measure.management(sheet) === 'string' ? (measure.management(sheet) as string) : null,
    sex: String(measure.sex(sheet)),
    conception: conceptionOf(sources.animal.conceptionMethod),
    birth: dayNumber(birth),
    weighed: typeof weighed === 'string' ? dayNumber(weighed) : null,
  };
}

/** The traits a group trait's groups compare. */
export const traitsOfGroup = (group: GroupTrait): EvaluatedTrait[] => (Object.keys(GROUP_OF_TRAIT) as EvaluatedTrait[]).filter((trait) => GROUP_OF_TRAIT[trait] === group);

/** Each animal with a record of any of the group trait's traits, once, as a candidate for its groups. */
export function groupCandidates(group: GroupTrait, herd: readonly SheetSources[]): TraitRecord[] {
  const traits = traitsOfGroup(group);
  const candidates: TraitRecord[] = [];
  for (const sources of herd) {
    const sheet = sheetOf(sources);
    for (const trait of traits) {
      const record = traitRecord(trait, sources, sheet);
      if (record) {
        candidates.push(record);
        break;
      }
    }
  }
  return candidates;
}
