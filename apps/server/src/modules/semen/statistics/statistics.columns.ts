import type { FertilityRecords, Service } from '@ganado/fertility';
import { columnBuffers, textTable } from '../../../jobs/threads';

/**
 * The records the figures need, sent to a worker thread (statistics.off-thread.ts) as columns:
 * instants in a Float64Array, ids as indexes into `strings` (-1 for none) in Int32Arrays. Typed
 * arrays move to the thread without a copy, where 100,000 services as objects would be cloned one
 * by one on the request thread, which is what the thread is there to spare.
 */
export interface PackedRecords {
  strings: string[];
  services: { at: Float64Array; animal: Int32Array; inseminator: Int32Array; sire: Int32Array; batch: Int32Array; farm: Int32Array; genotype: Int32Array };
  diagnoses: { at: Float64Array; animal: Int32Array; pregnant: Uint8Array };
  calvings: { at: Float64Array; animal: Int32Array };
  departures: { at: Float64Array; animal: Int32Array };
}

type ServiceInput = Omit<Service, 'id' | 'at'> & { at: number };

/** Builds the columns a record at a time. */
export function recordsPacker() {
  const { strings, ref: indexOf } = textTable();
  const services = { at: [] as number[], animal: [] as number[], inseminator: [] as number[], sire: [] as number[], batch: [] as number[], farm: [] as number[], genotype: [] as number[] };
  const diagnoses = { at: [] as number[], animal: [] as number[], pregnant: [] as number[] };
  const calvings = { at: [] as number[], animal: [] as number[] };
  const departures = { at: [] as number[], animal: [] as number[] };
  const dated = (into: { at: number[]; animal: number[] }, animalId: string, at: number) => {
    into.at.push(at);
    into.animal.push(indexOf(animalId));
  };
  return {
    service(service: ServiceInput) {
      dated(services, service.animalId, service.at);
      services.inseminator.push(indexOf(service.inseminatorId));
      services.sire.push(indexOf(service.sireId));
      services.batch.push(indexOf(service.batchId));
      services.farm.push(indexOf(service.farmId));
      services.genotype.push(indexOf(service.genotype));
    },
    diagnosis(animalId: string, at: number, pregnant: boolean) {
      dated(diagnoses, animalId, at);
      diagnoses.pregnant.push(pregnant ? 1 : 0);
    },
    calving: (animalId: string, at: number) => dated(calvings, animalId, at),
    departure: (animalId: string, at: number) => dated(departures, animalId, at),
    pack(): PackedRecords {
      const times = (values: number[]) => Float64Array.from(values);
      const ids = (values: number[]) => Int32Array.from(values);
      return {
        strings,
        services: {
          at: times(services.at),
          animal: ids(services.animal),
          inseminator: ids(services.inseminator),
          sire: ids(services.sire),
          batch: ids(services.batch),
          farm: ids(services.farm),
          genotype: ids(services.genotype),
        },
        diagnoses: { at: times(diagnoses.at), animal: ids(diagnoses.animal), pregnant: Uint8Array.from(diagnoses.pregnant) },
        calvings: { at: times(calvings.at), animal: ids(calvings.animal) },
        departures: { at: times(departures.at), animal: ids(departures.animal) },
      };
    },
  };
}

/** The buffers to move to the thread rather than copy. */
export const transferables = (packed: PackedRecords): ArrayBuffer[] => columnBuffers([packed.services, packed.diagnoses, packed.calvings, packed.departures]);

/** The records again as the fertility package takes them (in the worker thread). */
export function unpackRecords({ strings, services, diagnoses, calvings, departures }: PackedRecords): FertilityRecords {
  const text = (index: number) => (index < 0 ? null : strings[index]!);
  const animal = (index: number) => strings[index]!;
  return {
    services: Array.from(services.at, (at, i) => ({
      id: String(i),
      animalId: animal(services.animal[i]!),
      at: new Date(at),
      inseminatorId: text(services.inseminator[i]!),
      sireId: text(services.sire[i]!),
      batchId: text(services.batch[i]!),
      farmId: text(services.farm[i]!),
      genotype: text(services.genotype[i]!),
    })),
    diagnoses: Array.from(diagnoses.at, (at, i) => ({ animalId: animal(diagnoses.animal[i]!), at: new Date(at), pregnant: diagnoses.pregnant[i] === 1 })),
    calvings: Array.from(calvings.at, (at, i) => ({ animalId: animal(calvings.animal[i]!), at: new Date(at) })),
    departures: Array.from(departures.at, (at, i) => ({ animalId: animal(departures.animal[i]!), at: new Date(at) })),
  };
}
