import { useState } from 'react';
import type { AnimalReference } from '@ganado/shared/animals';
import type { Formulation, FormulationForm, ProductionSystem } from '@ganado/shared/feed';
import { moneyBody, moneyValues, type MoneyValues } from '../components/MoneyField';
import type { FlowKind } from '../paths';

/**
 * A formulation's flow (docs/decisions.md: feed rations): who is fed and for what, then the feeds,
 * then the ration suggested. What was chosen is kept in this tab's sessionStorage, one draft per
 * flow, so back and forward between its pages and a reload keep it, and the unsaved ration's page
 * shows the last answer (with the request it answered, to save it) until the flow starts again.
 */
export interface TargetValues {
  /** Named as the contract names them, so its messages land under the fields. */
  target: { groupId: string; animalId: string };
  /** The group or animal chosen, for its label. */
  group: { id: string; name: string; animalCount: number } | null;
  animal: AnimalReference | null;
  system: ProductionSystem | '';
  targetGainKgPerDay: number | null;
  finalWeightKg: number | null;
  subGroups: number | null;
  days: number | null;
  milkPrice: MoneyValues;
}

/** A feed chosen for the ration: a lot in stock or a feed of the library, with its share limits. */
export interface ChosenFeed {
  lotId: string | null;
  ingredientId: string | null;
  /** The feed's name and lot number, for the list and the sentences about it. */
  name: string;
  lotNumber: number | null;
  minPercentOfDm: number | null;
  maxPercentOfDm: number | null;
}

export interface FlowResult {
  request: FormulationForm;
  formulation: Formulation;
  /** The feeds as chosen, to name them where the answer gives only an id (a conflict). */
  feeds: ChosenFeed[];
}

export interface FlowDraft {
  target: TargetValues | null;
  feeds: ChosenFeed[];
  result: FlowResult | null;
}

export const blankTarget = (): TargetValues => ({
  target: { groupId: '', animalId: '' },
  group: null,
  animal: null,
  system: '',
  targetGainKgPerDay: null,
  finalWeightKg: null,
  subGroups: 1,
  days: 1,
  milkPrice: moneyValues(null),
});

const EMPTY: FlowDraft = { target: null, feeds: [], result: null };
const storageKey = (kind: FlowKind) => `ganado.feed.flow.${kind}`;

export function readDraft(kind: FlowKind): FlowDraft {
  try {
    const stored = sessionStorage.getItem(storageKey(kind));
    return stored ? { ...EMPTY, ...(JSON.parse(stored) as Partial<FlowDraft>) } : EMPTY;
  } catch {
    // Storage unavailable or spoilt: the flow starts again.
    return EMPTY;
  }
}

export function writeDraft(kind: FlowKind, changes: Partial<FlowDraft>): FlowDraft {
  const next = { ...readDraft(kind), ...changes };
  try {
    sessionStorage.setItem(storageKey(kind), JSON.stringify(next));
  } catch {
    // Storage unavailable: the flow still works, it just does not survive a reload.
  }
  return next;
}

/** The draft as the page was opened with it (read once: the page writes it as the person goes). */
export function useDraft(kind: FlowKind): FlowDraft {
  const [draft] = useState(() => readDraft(kind));
  return draft;
}

/** A feed's key in the lists: its lot or its library id. */
export const feedKey = (feed: Pick<ChosenFeed, 'lotId' | 'ingredientId'>) => feed.lotId ?? feed.ingredientId ?? '';

/** The contract's request from the flow's two steps: only what the system uses, a group's sub-groups only for a group. */
export function formulationBody(kind: FlowKind, target: TargetValues, feeds: readonly Pick<ChosenFeed, 'lotId' | 'ingredientId' | 'minPercentOfDm' | 'maxPercentOfDm'>[]): FormulationForm {
  const beef = target.system === 'beefGrowing';
  return {
    target: kind === 'group' ? { kind: 'group', groupId: target.target.groupId } : { kind: 'animal', animalId: target.target.animalId },
    system: target.system as ProductionSystem,
    targetGainKgPerDay: beef ? target.targetGainKgPerDay : null,
    finalWeightKg: beef ? target.finalWeightKg : null,
    // Blank reaches the contract as missing, and gets its message (or its default).
    days: target.days ?? undefined,
    subGroups: kind === 'group' ? (target.subGroups ?? undefined) : 1,
    milkPrice: target.system === 'dairyLactating' ? moneyBody(target.milkPrice) : null,
    feeds: feeds.map(({ lotId, ingredientId, minPercentOfDm, maxPercentOfDm }) => ({ lotId, ingredientId, minPercentOfDm, maxPercentOfDm })),
  };
}
