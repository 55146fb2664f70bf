/** For the tests, the bench and an end-to-end upload, not for verdicts: a seeded herd of genotypes and the lab files it would come in. */
export { seededRandom } from '@ganado/shared/random';
export { GenotypeSimulator, type SimulatedAnimal, type SimulationOptions } from './simulate';
export { type FinalReportOptions, type VcfOptions, writeFinalReport, writePlink, writeVcf } from './writers';
