import { fertilityBy } from '@ganado/fertility';
import { latestCalving, pregnantAt } from '@ganado/herd-kpis';
import type { ReportCell, ReportTable, ReportTableData, ReportWord } from '@ganado/shared/reports';
import type { HerdFigures } from './herd-figures';
import { countByMonth, endOfMonth, monthOf, monthsOf } from './months';

type Row = ReportTableData['rows'][number];
const word = (id: ReportWord): ReportCell => ({ word: id });
const day = (at: Date | number | null) => (at === null ? null : new Date(at).toISOString().slice(0, 10));
const round = (value: number | null, digits = 4) => (value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits);
const MS_PER_DAY = 86_400_000;

/** Each table's rows, cells in the order of TABLE_COLUMNS; a row about one animal names it. */
export const TABLES: Readonly<Record<ReportTable, (f: HerdFigures) => Row[]>> = {
  cycles: (f) =>
    f.pregnancyRisk().cycles.map((cycle) => ({
      animalId: null,
      cells: [
        day(cycle.start),
        cycle.eligible.count,
        cycle.insemination.numerator,
        cycle.pregnancy.numerator,
        round(cycle.insemination.value),
        round(cycle.conception.value),
        round(cycle.pregnancy.value),
        word(cycle.pending ? 'pending' : 'known'),
      ],
    })),
  cows: (f) => {
    const asOf = f.window.asOf.getTime();
    const rows: Row[] = [];
    for (const [id, cow] of f.histories()) {
      if (cow.calvings.length === 0 || cow.leftAt <= asOf) continue;
      const last = latestCalving(cow, asOf)!;
      const previous = cow.calvings.length > 1 ? cow.calvings[cow.calvings.length - 2]! : null;
      const since = cow.heats.filter((heat) => heat.service.at.getTime() > last);
      const conceived = since.find((heat) => heat.outcome === 'pregnant');
      const pregnant = pregnantAt(cow, asOf);
      rows.push({
        animalId: id,
        cells: [
          f.input.tags[id] ?? id,
          day(last),
          cow.calvings.length,
          previous === null ? null : Math.round((last - previous) / MS_PER_DAY),
          Math.round(((conceived ? conceived.service.at.getTime() : asOf) - last) / MS_PER_DAY),
          since.length,
          word(pregnant ? 'pregnant' : since.length > 0 ? 'open' : 'notServed'),
        ],
      });
    }
    return rows.sort((a, b) => String(a.cells[0]).localeCompare(String(b.cells[0])));
  },
  healthCases: (f) =>
    f.health().byLabel.map((label) => ({ animalId: null, cells: [label.label ?? word('noDiagnosis'), label.cases, label.sickAnimalIds.length, round(label.risk.value)] })),
  // A lactation with no test is a beef cow's calving: not milked, not a row of the dairy's table.
  lactations: (f) =>
    f.lactations().lactations.filter((lactation) => lactation.tests > 0).map((lactation) => ({
      animalId: lactation.animalId,
      cells: [
        f.input.tags[lactation.animalId] ?? lactation.animalId,
        day(lactation.calvingAt),
        lactation.parity,
        lactation.daysInMilk,
        lactation.tests,
        round(lactation.yield305, 0),
        word(lactation.basis),
      ],
    })),
  growth: (f) =>
    f.gain().groups.map((group) => ({
      animalId: null,
      cells: [group.groupKey ? (f.input.groups[group.groupKey] ?? group.groupKey) : word('noGroup'), group.figure.denominator, round(group.figure.value, 3)],
    })),
  calves: (f) => {
    const weaned = new Map(f.weaning().calves.map((calf) => [calf.animalId, calf]));
    const animals = new Map(f.herd.animals.map((animal) => [animal.id, animal]));
    return f.calvesBorn().flatMap((id) => {
      const calf = animals.get(id);
      if (!calf) return [];
      const weaning = weaned.get(id);
      const fate: ReportWord = !calf.departure ? 'alive' : calf.departure.reason === 'dead' ? 'dead' : 'sold';
      return [
        {
          animalId: id,
          cells: [
            f.input.tags[id] ?? id,
            day(calf.birthAt),
            calf.damId ? (f.input.tags[calf.damId] ?? null) : null,
            word(calf.gender),
            round(calf.birthWeightKg, 1),
            round(weaning?.adjustedKg ?? null, 1),
            round(weaning?.ratio ?? null, 1),
            word(fate),
          ],
        },
      ];
    });
  },
  animals: (f) => {
    const asOf = f.window.asOf.getTime();
    const gains = new Map(f.gain().animals.map((gain) => [gain.animalId, gain.kgPerDay]));
    const latest = new Map<string, { at: number; kg: number }>();
    for (const weighing of f.herd.weighings) {
      const known = latest.get(weighing.animalId);
      if (!known || weighing.at.getTime() >= known.at) latest.set(weighing.animalId, { at: weighing.at.getTime(), kg: weighing.kg });
    }
    const { from } = f.window;
    return f.herd.animals
      .filter((animal) => !animal.departure || animal.departure.at >= from)
      .map((animal) => ({
        animalId: animal.id,
        cells: [
          f.input.tags[animal.id] ?? animal.id,
          word(animal.gender),
          animal.birthAt ? round((asOf - animal.birthAt.getTime()) / MS_PER_DAY / 30.4375, 1) : null,
          round(latest.get(animal.id)?.kg ?? null, 1),
          round(gains.get(animal.id) ?? null, 3),
          word(animal.departure && animal.departure.at.getTime() <= asOf ? 'removed' : 'active'),
        ],
      }))
      .sort((a, b) => String(a.cells[0]).localeCompare(String(b.cells[0])));
  },
  months: (f) => {
    const months = monthsOf(f.window);
    const asOf = f.window.asOf.getTime();
    const calvings = countByMonth(months, f.herd.calvings.map((c) => c.at));
    const calves = countByMonth(months, f.herd.calvings.flatMap((c) => c.calfIds.map(() => c.at)));
    const deaths = countByMonth(months, f.deaths().map((a) => a.departure!.at));
    const services = countByMonth(months, f.herd.services.map((s) => s.at));
    const cases = countByMonth(months, f.herd.health.filter((h) => h.kind === 'disease').map((h) => h.at));
    const milk = new Map(months.map((m) => [m, 0]));
    for (const test of f.milkTests()) milk.set(monthOf(test.at), (milk.get(monthOf(test.at)) ?? 0) + test.kg);
    return months.map((month, i) => ({
      animalId: null,
      cells: [month, f.presentAt(Math.min(endOfMonth(month) - 1, asOf)).length, calvings[i]!, calves[i]!, deaths[i]!, services[i]!, round(milk.get(month) ?? 0, 0), cases[i]!],
    }));
  },
  sires: (f) =>
    fertilityBy(f.services(), (s) => s.service.sireId)
      .sort((a, b) => b.figures.services - a.figures.services)
      .map((group) => ({
        animalId: null,
        cells: [
          group.key ? (f.input.tags[group.key] ?? f.input.sires[group.key] ?? group.key) : word('noSire'),
          group.figures.services,
          group.figures.pregnant,
          round(group.figures.conceptionRate.rate),
          round(group.figures.nonReturn.d56.firstServices.rate),
        ],
      })),
  sessions: (f) => {
    const total = f.input.sessions.reduce((sum, s) => sum + s.kg, 0);
    return f.input.sessions.map((s) => ({
      animalId: null,
      cells: [['morning', 'midday', 'evening', 'daily'].includes(s.session) ? word(s.session as ReportWord) : s.session, s.records, round(s.kg, 1), total > 0 ? round(s.kg / total) : null],
    }));
  },
};
