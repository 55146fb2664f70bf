import { assertHours, assertInstant, hoursAfter } from './hours';

/** One done treatment's withdrawal for a product. */
export interface TreatmentWithdrawal {
  eventId: string;
  administeredAt: Date;
  endsAt: Date;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Which treatment holds longer; ties go as derived state's do (docs/ARCHITECTURE.md, "Current state is derived"). */
const compareHold = (a: TreatmentWithdrawal, b: TreatmentWithdrawal) =>
  a.endsAt.getTime() - b.endsAt.getTime() ||
  a.administeredAt.getTime() - b.administeredAt.getTime() ||
  byId(a.eventId, b.eventId);

/**
 * The withdrawal that holds an animal for a product at `at`: the latest end among the done
 * treatments given; a tie on the end goes to the later administration, then the greater event id.
 * Undefined when none ends after `at`: at its end instant the product is free again.
 */
export function bindingWithdrawal(treatments: readonly TreatmentWithdrawal[], at: Date): TreatmentWithdrawal | undefined {
  assertInstant(at, 'the instant asked about');
  let binding: TreatmentWithdrawal | undefined;
  for (const treatment of treatments) {
    assertInstant(treatment.administeredAt, `treatment ${treatment.eventId}'s administration`);
    assertInstant(treatment.endsAt, `treatment ${treatment.eventId}'s withdrawal end`);
    if (treatment.endsAt.getTime() <= at.getTime()) continue;
    if (!binding || compareHold(treatment, binding) > 0) binding = treatment;
  }
  return binding;
}

/** The end of a course's withdrawal: counted from its last dose, whatever the order the doses come in. */
export function courseEnd(doses: readonly Date[], hours: number): Date {
  if (doses.length === 0) throw new RangeError('a course needs at least one dose');
  doses.forEach((dose) => assertInstant(dose, 'a dose'));
  assertHours(hours, 'the withdrawal');
  const lastDose = Math.max(...doses.map((dose) => dose.getTime()));
  return hoursAfter(new Date(lastDose), hours);
}
