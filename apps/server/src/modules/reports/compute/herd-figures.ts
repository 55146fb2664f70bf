import { type AssessedService, assessServices } from '@ganado/fertility';
import {
  ageAtFirstCalving,
  breedingHistories,
  calfMortality,
  calvingInterval,
  dailyGainByGroup,
  daysOpen,
  drugCostPerAnimal,
  healthIncidence,
  lactations305,
  milkComponents,
  pregnancyLoss,
  pregnancyRiskByCycle,
  pregnantBy150Days,
  servicesPerConception,
  somaticCells,
  weaning205,
} from '@ganado/herd-kpis';
import type { ReportInput } from './input';

/**
 * The herd's figures for one page, each worked out by `@ganado/herd-kpis` the first time a figure,
 * chart or table asks for it and kept for the others (a page shows one figure in several places).
 */
export class HerdFigures {
  private readonly memo = new Map<string, unknown>();

  constructor(readonly input: ReportInput) {}

  private once<T>(key: string, compute: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }

  get herd() {
    return this.input.herd;
  }

  get window() {
    return this.input.window;
  }

  histories = () => this.once('histories', () => breedingHistories(this.herd, this.window.asOf));
  pregnancyRisk = () => this.once('pregnancyRisk', () => pregnancyRiskByCycle(this.herd, this.window));
  servicesPerConception = () => this.once('spc', () => servicesPerConception(this.herd, this.window));
  daysOpen = () => this.once('daysOpen', () => daysOpen(this.herd, this.window));
  calvingInterval = () => this.once('calvingInterval', () => calvingInterval(this.herd, this.window));
  firstCalving = () => this.once('firstCalving', () => ageAtFirstCalving(this.herd, this.window));
  pregnantBy150Days = () => this.once('by150', () => pregnantBy150Days(this.herd, this.window));
  pregnancyLoss = () => this.once('loss', () => pregnancyLoss(this.herd, this.window));
  calfMortality = () => this.once('calves', () => calfMortality(this.herd, this.window));
  weaning = () => this.once('weaning', () => weaning205(this.herd, this.window));
  gain = () => this.once('gain', () => dailyGainByGroup(this.herd, this.window));
  lactations = () => this.once('lactations', () => lactations305(this.herd, this.window));
  components = () => this.once('components', () => milkComponents(this.herd, this.window));
  cells = () => this.once('cells', () => somaticCells(this.herd, this.window));
  health = () => this.once('health', () => healthIncidence(this.herd, this.window));
  drugCost = () => this.once('drugCost', () => drugCostPerAnimal(this.herd, this.window));

  /** The period's services (heats) assessed by fertility's rules as of the day, with departures for the non-return windows. */
  services = (): AssessedService[] =>
    this.once('services', () =>
      assessServices(
        {
          services: this.herd.services.map((service) => ({ ...service, farmId: null, genotype: null })),
          diagnoses: this.herd.diagnoses,
          calvings: this.herd.calvings,
          departures: this.herd.animals.flatMap((animal) => (animal.departure ? [{ animalId: animal.id, at: animal.departure.at }] : [])),
        },
        { asOf: this.window.asOf, period: { from: this.window.from, to: this.window.to } },
      ),
    );

  /** The animals in the herd at an instant: entered by then and not yet departed. */
  presentAt(at: number): string[] {
    return this.herd.animals
      .filter((animal) => animal.enteredAt.getTime() <= at && (!animal.departure || animal.departure.at.getTime() > at))
      .map((animal) => animal.id);
  }

  /** The calves of the period's calvings, twins each counted. */
  calvesBorn = () =>
    this.once('born', () => {
      const { from, to } = this.window;
      return this.herd.calvings.filter((calving) => calving.at >= from && calving.at < to && calving.at <= this.window.asOf).flatMap((calving) => calving.calfIds);
    });

  /** Animals removed as dead in the period. */
  deaths = () =>
    this.once('deaths', () =>
      this.herd.animals.filter(
        (animal) => animal.departure?.reason === 'dead' && animal.departure.at >= this.window.from && animal.departure.at < this.window.to && animal.departure.at <= this.window.asOf,
      ),
    );

  /** The period's milk tests (a cow's day), up to the day. */
  milkTests = () =>
    this.once('milk', () => this.herd.milkTests.filter((test) => test.at >= this.window.from && test.at < this.window.to && test.at <= this.window.asOf));
}
