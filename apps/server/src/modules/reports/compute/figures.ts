import { fertilityBy, type Rate } from '@ganado/fertility';
import { type Figure, mean, rate } from '@ganado/herd-kpis';
import type { Kpi } from '@ganado/shared/reports';
import type { HerdFigures } from './herd-figures';

/** A fertility rate as a figure, with the animals whose services it counts. */
function fromRate(value: Rate, animalIds: Iterable<string>): Figure {
  return { value: value.rate, numerator: value.numerator, denominator: value.denominator, reliable: value.reliable, animalIds: [...new Set(animalIds)] };
}

const count = (animalIds: readonly string[]): Figure => ({ value: animalIds.length, numerator: animalIds.length, denominator: 1, reliable: true, animalIds: [...new Set(animalIds)] });

/** Each figure from the herd's figures (docs/decisions.md: reports; definitions in @ganado/shared/reports KPI_TEXTS). */
export const KPI_FIGURES: Readonly<Record<Kpi, (figures: HerdFigures) => Figure>> = {
  pregnancyRate: (f) => f.pregnancyRisk().totals.pregnancy,
  inseminationRate: (f) => f.pregnancyRisk().totals.insemination,
  conceptionRate: (f) => {
    const services = f.services();
    const [all] = fertilityBy(services, () => null);
    return all ? fromRate(all.figures.conceptionRate, services.filter((s) => s.outcome !== 'unknown').map((s) => s.service.animalId)) : rate(0, 0, []);
  },
  firstServiceConception: (f) => {
    const services = f.services();
    const [all] = fertilityBy(services, () => null);
    return all ? fromRate(all.figures.firstServiceConceptionRate, services.filter((s) => s.first && s.outcome !== 'unknown').map((s) => s.service.animalId)) : rate(0, 0, []);
  },
  nonReturn56: (f) => {
    const services = f.services();
    const [all] = fertilityBy(services, () => null);
    const closed = services.filter((s) => s.first && (s.nonReturn.d56 === 'nonReturn' || s.nonReturn.d56 === 'return'));
    return all ? fromRate(all.figures.nonReturn.d56.firstServices, closed.map((s) => s.service.animalId)) : rate(0, 0, []);
  },
  servicesPerConception: (f) => f.servicesPerConception(),
  daysOpen: (f) => f.daysOpen(),
  calvingInterval: (f) => f.calvingInterval(),
  ageAtFirstCalving: (f) => f.firstCalving(),
  firstCalvingOnTarget: (f) => f.firstCalving().share22to26Months,
  pregnantBy150Days: (f) => f.pregnantBy150Days(),
  pregnancyLoss: (f) => f.pregnancyLoss(),
  perinatalMortality: (f) => f.calfMortality().perinatal,
  preWeaningMortality: (f) => f.calfMortality().preWeaning,
  weaning205: (f) => f.weaning().figure,
  dailyGain: (f) => f.gain().herd,
  milk305: (f) => f.lactations().meanYield,
  fatPercent: (f) => f.components().fatPercent,
  proteinPercent: (f) => f.components().proteinPercent,
  lowCellScoreShare: (f) => f.cells().shareLowScore,
  meanCellScore: (f) => f.cells().meanScore,
  diseasesPer100: (f) => f.health().casesPer100,
  treatmentsPer100: (f) => f.health().treatmentsPer100,
  drugCostPerAnimal: (f) => {
    const cost = f.drugCost();
    const scale = 10 ** f.input.currencyDigits;
    return { ...cost.costPerAnimal, value: cost.costPerAnimal.value === null ? null : cost.costPerAnimal.value / scale, numerator: cost.costPerAnimal.numerator / scale };
  },
  animalsPresent: (f) => count(f.presentAt(f.window.asOf.getTime())),
  calvesBorn: (f) => count(f.calvesBorn()),
  deaths: (f) => count(f.deaths().map((animal) => animal.id)),
  milkPerCowDay: (f) => mean(f.milkTests().map((test) => ({ animalId: test.animalId, value: test.kg }))),
};
