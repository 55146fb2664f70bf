import { fertilityBy } from '@ganado/fertility';
import { linearScore } from '@ganado/herd-kpis';
import type { ReportChart, ReportChartData, ReportLabel, ReportWord } from '@ganado/shared/reports';
import type { HerdFigures } from './herd-figures';
import { countByMonth, endOfMonth, monthOf, monthsOf } from './months';
import { lactationDays } from './lactation-days';

const word = (id: ReportWord): ReportLabel => ({ word: id });
const MS_PER_DAY = 86_400_000;
/** Bars of a chart by category: at most this many, the largest first (a herd may have fifty diagnoses). */
const TOP_CATEGORIES = 12;

const round = (value: number | null, digits = 4) => (value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** Counts into bands: `edges` are the lower bounds after the first band's. */
function bands(values: readonly number[], edges: readonly number[]): number[] {
  const counts = new Array<number>(edges.length + 1).fill(0);
  for (const value of values) {
    let band = 0;
    while (band < edges.length && value >= edges[band]!) band += 1;
    counts[band] = counts[band]! + 1;
  }
  return counts;
}

const bandLabels = (edges: readonly number[], unit = '') => [
  `< ${edges[0]}${unit}`,
  ...edges.slice(1).map((edge, index) => `${edges[index]}–${edge - 1}${unit}`),
  `≥ ${edges[edges.length - 1]}${unit}`,
];

/** A value per month from sums and bases: null where a month has no base. */
function monthly(months: readonly string[], items: Iterable<{ at: Date; value: number; base: number }>): (number | null)[] {
  const sums = new Map(months.map((month) => [month, { value: 0, base: 0 }]));
  for (const item of items) {
    const sum = sums.get(monthOf(item.at));
    if (!sum) continue;
    sum.value += item.value;
    sum.base += item.base;
  }
  return months.map((month) => {
    const sum = sums.get(month)!;
    return sum.base > 0 ? round(sum.value / sum.base) : null;
  });
}

/** Each chart from the herd's figures: categories and series the client draws with ECharts and the PDF with PDFKit. */
export const CHARTS: Readonly<Record<ReportChart, (f: HerdFigures) => Omit<ReportChartData, 'id'>>> = {
  cycles: (f) => {
    const { cycles } = f.pregnancyRisk();
    const values = (pick: 'pregnancy' | 'insemination' | 'conception') => cycles.map((cycle) => (cycle.pending ? null : round(cycle[pick].value)));
    return {
      kind: 'line',
      axis: 'date',
      categories: cycles.map((cycle) => cycle.start.toISOString().slice(0, 10)),
      series: [
        { name: word('pregnancyRate'), share: true, values: values('pregnancy') },
        { name: word('inseminationRate'), share: true, values: values('insemination') },
        { name: word('conceptionRate'), share: true, values: values('conception') },
      ],
    };
  },
  calvingsByMonth: (f) => {
    const months = monthsOf(f.window);
    return { kind: 'bar', axis: 'month', categories: months, series: [{ name: word('calvings'), share: false, values: countByMonth(months, f.herd.calvings.map((c) => c.at)) }] };
  },
  daysOpenSpread: (f) => {
    const edges = [60, 90, 120, 150, 200];
    return {
      kind: 'bar',
      axis: 'category',
      categories: bandLabels(edges),
      series: [{ name: word('open'), share: false, values: bands(f.daysOpen().stillOpen.map((cow) => cow.days), edges) }],
    };
  },
  casesByMonth: (f) => {
    const months = monthsOf(f.window);
    const of = (kind: 'disease' | 'treatment') => countByMonth(months, f.herd.health.filter((event) => event.kind === kind).map((event) => event.at));
    return {
      kind: 'bar',
      axis: 'month',
      categories: months,
      series: [
        { name: word('cases'), share: false, values: of('disease') },
        { name: word('treatments'), share: false, values: of('treatment') },
      ],
    };
  },
  casesByDiagnosis: (f) => {
    const labels = f.health().byLabel.slice(0, TOP_CATEGORIES);
    return { kind: 'bar', axis: 'category', categories: labels.map((l) => l.label ?? word('noDiagnosis')), series: [{ name: word('cases'), share: true, values: labels.map((l) => round(l.risk.value)) }] };
  },
  lactationCurve: (f) => {
    // Thirty-day stages of lactation, first lactations apart from later ones (their curves differ in shape).
    const stages = Array.from({ length: 11 }, (_, index) => index);
    const sums = { first: stages.map(() => ({ kg: 0, n: 0 })), later: stages.map(() => ({ kg: 0, n: 0 })) };
    const stageOf = lactationDays(f.herd.calvings);
    for (const test of f.milkTests()) {
      const found = stageOf(test.animalId, test.at);
      if (!found || found.days < 1) continue;
      const stage = Math.min(Math.floor((found.days - 1) / 30), stages.length - 1);
      const bucket = sums[found.parity === 1 ? 'first' : 'later'];
      bucket[stage]!.kg += test.kg;
      bucket[stage]!.n += 1;
    }
    const line = (key: 'first' | 'later') => sums[key].map((sum) => (sum.n > 0 ? round(sum.kg / sum.n, 2) : null));
    return {
      kind: 'line',
      axis: 'category',
      categories: stages.map((stage) => (stage === stages.length - 1 ? `${stage * 30 + 1}+` : `${stage * 30 + 1}–${stage * 30 + 30}`)),
      series: [
        { name: word('firstLactation'), share: false, values: line('first') },
        { name: word('laterLactations'), share: false, values: line('later') },
      ],
    };
  },
  milk305ByParity: (f) => {
    const parities = ['1', '2', '3+'];
    const sums = parities.map(() => ({ kg: 0, n: 0 }));
    for (const lactation of f.lactations().lactations) {
      if (lactation.yield305 === null) continue;
      const sum = sums[Math.min(lactation.parity, 3) - 1]!;
      sum.kg += lactation.yield305;
      sum.n += 1;
    }
    return { kind: 'bar', axis: 'category', categories: parities, series: [{ name: word('milk305'), share: false, values: sums.map((s) => (s.n > 0 ? round(s.kg / s.n, 0) : null)) }] };
  },
  gainByGroup: (f) => {
    const groups = f.gain().groups.slice(0, TOP_CATEGORIES);
    return {
      kind: 'bar',
      axis: 'category',
      categories: groups.map((g) => (g.groupKey ? (f.input.groups[g.groupKey] ?? g.groupKey) : word('noGroup'))),
      series: [{ name: word('dailyGain'), share: false, values: groups.map((g) => round(g.figure.value, 3)) }],
    };
  },
  weaningRatios: (f) => {
    const edges = [90, 95, 100, 105, 110];
    const ratios = f.weaning().calves.flatMap((calf) => (calf.ratio === null ? [] : [calf.ratio]));
    return { kind: 'bar', axis: 'category', categories: bandLabels(edges), series: [{ name: word('calves'), share: false, values: bands(ratios, edges) }] };
  },
  birthsByMonth: (f) => {
    const months = monthsOf(f.window);
    const born = new Set(f.calvesBorn());
    const calves = f.herd.animals.filter((animal) => born.has(animal.id));
    return {
      kind: 'bar',
      axis: 'month',
      categories: months,
      series: [
        { name: word('born'), share: false, values: countByMonth(months, f.herd.calvings.flatMap((c) => c.calfIds.map(() => c.at))) },
        { name: word('died'), share: false, values: countByMonth(months, calves.flatMap((calf) => (calf.departure?.reason === 'dead' ? [calf.departure.at] : []))) },
      ],
    };
  },
  herdByMonth: (f) => {
    const months = monthsOf(f.window);
    const asOf = f.window.asOf.getTime();
    return { kind: 'line', axis: 'month', categories: months, series: [{ name: word('animals'), share: false, values: months.map((month) => f.presentAt(Math.min(endOfMonth(month) - 1, asOf)).length) }] };
  },
  herdByAge: (f) => {
    const asOf = f.window.asOf.getTime();
    const present = new Set(f.presentAt(asOf));
    const edges = [6, 12, 24, 48];
    const ages = f.herd.animals.filter((a) => present.has(a.id) && a.birthAt).map((a) => (asOf - a.birthAt!.getTime()) / MS_PER_DAY / 30.4375);
    return { kind: 'bar', axis: 'category', categories: bandLabels(edges, ' m'), series: [{ name: word('animals'), share: false, values: bands(ages, edges) }] };
  },
  milkByMonth: (f) => {
    const months = monthsOf(f.window);
    return { kind: 'bar', axis: 'month', categories: months, series: [{ name: word('milkKg'), share: false, values: sumByMonth(months, f) }] };
  },
  conceptionBySire: (f) => {
    const groups = fertilityBy(f.services(), (s) => s.service.sireId)
      .sort((a, b) => b.figures.services - a.figures.services)
      .slice(0, TOP_CATEGORIES);
    return {
      kind: 'bar',
      axis: 'category',
      categories: groups.map((g) => (g.key ? (f.input.tags[g.key] ?? f.input.sires[g.key] ?? g.key) : word('noSire'))),
      series: [{ name: word('conceptionRate'), share: true, values: groups.map((g) => round(g.figures.conceptionRate.rate)) }],
    };
  },
  milkBySession: (f) => ({
    kind: 'bar',
    axis: 'category',
    categories: f.input.sessions.map((s) => (['morning', 'midday', 'evening', 'daily'].includes(s.session) ? word(s.session as ReportWord) : s.session)),
    series: [{ name: word('milkKg'), share: false, values: f.input.sessions.map((s) => round(s.kg, 1)) }],
  }),
  componentsByMonth: (f) => {
    const months = monthsOf(f.window);
    const tests = f.milkTests();
    const of = (pick: 'fatPercent' | 'proteinPercent') => monthly(months, tests.flatMap((t) => (t[pick] === null ? [] : [{ at: t.at, value: t[pick]! * t.kg, base: t.kg }])));
    return {
      kind: 'line',
      axis: 'month',
      categories: months,
      series: [
        { name: word('fat'), share: false, values: of('fatPercent') },
        { name: word('protein'), share: false, values: of('proteinPercent') },
      ],
    };
  },
  cellScoreByMonth: (f) => {
    const months = monthsOf(f.window);
    const scores = f.milkTests().flatMap((t) => (t.somaticCellCount && t.somaticCellCount > 0 ? [{ at: t.at, value: linearScore(t.somaticCellCount), base: 1 }] : []));
    return { kind: 'line', axis: 'month', categories: months, series: [{ name: word('meanCellScore'), share: false, values: monthly(months, scores) }] };
  },
  nonReturnByMonth: (f) => {
    const months = monthsOf(f.window);
    const groups = new Map(fertilityBy(f.services(), (s) => monthOf(s.service.at)).map((g) => [g.key, g.figures.nonReturn.d56.firstServices.rate]));
    return { kind: 'line', axis: 'month', categories: months, series: [{ name: word('nonReturn56'), share: true, values: months.map((m) => round(groups.get(m) ?? null)) }] };
  },
};

function sumByMonth(months: readonly string[], f: HerdFigures): (number | null)[] {
  const sums = new Map(months.map((month) => [month, 0]));
  for (const test of f.milkTests()) {
    const month = monthOf(test.at);
    if (sums.has(month)) sums.set(month, sums.get(month)! + test.kg);
  }
  return months.map((month) => round(sums.get(month)!, 0));
}
