import { type PackedRecords, recordsPacker } from './statistics.columns';
import type { HerdSireRow, HistoryRow, SemenSireRow, ServicedAnimal } from './statistics.repository';

/** The sires a service may name, found by their semen-sire id, their herd animal or their NAAB code. */
export interface SireBook {
  semen: Map<string, SemenSireRow>;
  byAnimal: Map<string, SemenSireRow>;
  byCode: Map<string, SemenSireRow>;
  herd: Map<string, HerdSireRow>;
}

/** NAAB codes are kept upper-case without spaces; a code typed on an older service may not be. */
const codeOf = (code: string) => code.toUpperCase().replace(/\s+/g, '');

export function sireBook(semenSires: readonly SemenSireRow[], herdSires: readonly HerdSireRow[]): SireBook {
  const semen = new Map(semenSires.map((sire) => [sire.id, sire]));
  const byAnimal = new Map(semenSires.flatMap((sire) => (sire.animalId ? [[sire.animalId, sire] as const] : [])));
  const byCode = new Map(semenSires.flatMap((sire) => (sire.naabCode ? [[codeOf(sire.naabCode), sire] as const] : [])));
  return { semen, byAnimal, byCode, herd: new Map(herdSires.map((animal) => [animal.id, animal])) };
}

/** The herd bulls the services name, and those semen sires are: their breed is a genotype. */
export const herdSireIds = (rows: readonly HistoryRow[], semenSires: readonly SemenSireRow[]) => [
  ...new Set([...rows.flatMap((row) => (row.type === 'service' && row.relatedAnimalId ? [row.relatedAnimalId] : [])), ...semenSires.flatMap((sire) => (sire.animalId ? [sire.animalId] : []))]),
];

/**
 * A service's sire and genotype (docs/decisions.md: the statistics screens): the semen sire its
 * straw came from, else the one that is the herd bull it names, else the one with its semen code;
 * failing those, the herd bull or the code itself. The genotype is the semen sire's breed, else the
 * herd bull's breed.
 */
export function sireOf(row: HistoryRow, book: SireBook): { sireId: string | null; genotype: string | null } {
  const semen =
    (row.semenSireId ? book.semen.get(row.semenSireId) : undefined) ??
    (row.relatedAnimalId ? book.byAnimal.get(row.relatedAnimalId) : undefined) ??
    (row.semenCode ? book.byCode.get(codeOf(row.semenCode)) : undefined);
  const herdBull = semen?.animalId ?? row.relatedAnimalId;
  return {
    sireId: semen?.id ?? row.relatedAnimalId ?? row.semenCode ?? null,
    genotype: semen?.breed ?? (herdBull ? (book.herd.get(herdBull)?.breed ?? null) : null),
  };
}

/** The histories as the fertility package's records, in columns for the worker thread. */
export function packHistories(rows: readonly HistoryRow[], animals: readonly ServicedAnimal[], book: SireBook): PackedRecords {
  const packer = recordsPacker();
  const farmOf = new Map(animals.map((animal) => [animal.id, animal.farmId]));
  for (const row of rows) {
    if (row.type === 'service') {
      const { sireId, genotype } = sireOf(row, book);
      packer.service({ animalId: row.animalId, at: row.at, inseminatorId: row.inseminatorId, sireId, batchId: row.semenBatchId, farmId: farmOf.get(row.animalId) ?? null, genotype });
    } else if (row.type === 'pregnancyCheck') packer.diagnosis(row.animalId, row.at, row.result === 'pregnant');
    else if (row.type === 'calving') packer.calving(row.animalId, row.at);
    else packer.departure(row.animalId, row.at);
  }
  return packer.pack();
}
