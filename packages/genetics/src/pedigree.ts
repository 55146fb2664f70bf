/**
 * Coding a pedigree for evaluation: animals renumbered 0…n−1 so that parents come before their
 * offspring (what Henderson's rules for A⁻¹ and Meuwissen & Luo's inbreeding need: Mrode 2014,
 * §2.4 and Appendix B), parents named but not listed added as founders, and every error that
 * would make the relationships wrong refused at once (a `PedigreeError` with all the problems).
 *
 * The order is by generation (founders 0, others one more than their parents' latest), ties in
 * the order the rows came; found by Kahn's topological sort, iterative so a million animals never
 * touch the call stack. Animals left unsorted are in or below a loop; each loop is named by walking parents.
 */
import { type PedigreeProblem, PedigreeError } from './errors';

export interface PedigreeRow {
  id: string;
  /** null (or '') when unknown. */
  sire: string | null;
  dam: string | null;
  /** On any increasing scale (e.g. milliseconds since 1970); used only to check parents are older. */
  birth?: number | null;
}

export interface CodedPedigree {
  /** Animal ids by coded index. */
  ids: string[];
  /** Coded index of each animal's sire and dam, −1 when unknown; always below the animal's own. */
  sire: Int32Array;
  dam: Int32Array;
  /** The coded index of each input row, in the rows' order. */
  rowIndex: Int32Array;
}

const known = (parent: string | null): parent is string => parent !== null && parent !== '';

export function codePedigree(rows: readonly PedigreeRow[]): CodedPedigree {
  const problems: PedigreeProblem[] = [];
  // Provisional numbering: listed ids in row order, then parents not listed in order of mention.
  const indexOf = new Map<string, number>();
  const names: string[] = [];
  const rowIndex = new Int32Array(rows.length);
  const firstRow = new Int32Array(rows.length);
  const repeated: number[] = [];
  for (let r = 0; r < rows.length; r += 1) {
    // One Map operation per row (this is most of the time for a million rows): an id already listed
    // leaves the size alone, and its index is put back below.
    const id = rows[r]!.id;
    const before = indexOf.size;
    indexOf.set(id, names.length);
    if (indexOf.size === before) {
      repeated.push(r);
      continue;
    }
    rowIndex[r] = names.length;
    firstRow[names.length] = r;
    names.push(id);
  }
  if (repeated.length > 0) {
    const first = new Map(repeated.map((r) => [rows[r]!.id, -1]));
    names.forEach((id, index) => first.get(id) === -1 && first.set(id, index));
    for (const r of repeated) {
      const id = rows[r]!.id;
      indexOf.set(id, first.get(id)!);
      rowIndex[r] = first.get(id)!;
    }
    for (const id of first.keys()) problems.push({ kind: 'duplicate', id });
  }
  const listed = names.length;
  const lookUp = (parent: string): number => {
    let index = indexOf.get(parent);
    if (index === undefined) {
      index = names.length;
      indexOf.set(parent, index);
      names.push(parent);
    }
    return index;
  };

  const sireOf = new Int32Array(listed).fill(-1);
  const damOf = new Int32Array(listed).fill(-1);
  // NaN when unknown: every comparison with NaN is false, so unknown births are never reported.
  const birth = new Float64Array(listed).fill(Number.NaN);
  for (let child = 0; child < listed; child += 1) {
    const row = rows[firstRow[child]!]!;
    if (row.birth !== undefined && row.birth !== null && Number.isFinite(row.birth)) birth[child] = row.birth;
    if (known(row.sire) && known(row.dam) && row.sire === row.dam && row.sire !== row.id) {
      problems.push({ kind: 'sireIsDam', id: row.id, parentId: row.sire });
    }
    if (row.sire === row.id || row.dam === row.id) problems.push({ kind: 'ownParent', id: row.id });
    // A self-parent edge is dropped so it is reported once, as ownParent, not again as a loop.
    if (known(row.sire) && row.sire !== row.id) sireOf[child] = lookUp(row.sire);
    if (known(row.dam) && row.dam !== row.id) damOf[child] = lookUp(row.dam);
  }
  const checkBirth = (parent: number, child: number) => {
    if (parent >= 0 && parent < listed && birth[parent]! > birth[child]!) {
      problems.push({ kind: 'parentBornAfter', id: names[child]!, parentId: names[parent]! });
    }
  };
  for (let child = 0; child < listed; child += 1) {
    checkBirth(sireOf[child]!, child);
    checkBirth(damOf[child]!, child);
  }

  const count = names.length;
  const sire = new Int32Array(count).fill(-1);
  const dam = new Int32Array(count).fill(-1);
  sire.set(sireOf);
  dam.set(damOf);
  const generation = sortTopologically(sire, dam, names, problems);
  if (problems.length > 0) throw new PedigreeError(problems);
  return renumber(names, sire, dam, generation, rowIndex);
}

/**
 * Kahn's algorithm: each animal's generation, or a `loop` problem for each cycle when some animals
 * cannot be sorted (each of those has a parent that could not be sorted either, so walking up from
 * one always reaches a cycle).
 */
function sortTopologically(sire: Int32Array, dam: Int32Array, names: string[], problems: PedigreeProblem[]): Int32Array {
  const count = sire.length;
  const childStart = new Int32Array(count + 1);
  for (let i = 0; i < count; i += 1) {
    if (sire[i]! >= 0) childStart[sire[i]! + 1]! += 1;
    if (dam[i]! >= 0) childStart[dam[i]! + 1]! += 1;
  }
  for (let i = 0; i < count; i += 1) childStart[i + 1]! += childStart[i]!;
  const children = new Int32Array(childStart[count]!);
  const filled = childStart.slice(0, count);
  const waiting = new Int32Array(count);
  const link = (parent: number, child: number) => {
    if (parent < 0) return;
    children[filled[parent]!++] = child;
    waiting[child]! += 1;
  };
  for (let i = 0; i < count; i += 1) {
    link(sire[i]!, i);
    link(dam[i]!, i);
  }
  const generation = new Int32Array(count);
  const queue = new Int32Array(count);
  let tail = 0;
  for (let i = 0; i < count; i += 1) if (waiting[i] === 0) queue[tail++] = i;
  for (let head = 0; head < tail; head += 1) {
    const parent = queue[head]!;
    for (let k = childStart[parent]!; k < childStart[parent + 1]!; k += 1) {
      const child = children[k]!;
      if (generation[child]! <= generation[parent]!) generation[child] = generation[parent]! + 1;
      if (--waiting[child]! === 0) queue[tail++] = child;
    }
  }
  if (tail < count) reportLoops(sire, dam, waiting, names, problems);
  return generation;
}

function reportLoops(sire: Int32Array, dam: Int32Array, waiting: Int32Array, names: string[], problems: PedigreeProblem[]) {
  // An unsorted animal still waits for a parent, and that parent is unsorted too.
  const unsortedParent = (i: number) => (sire[i]! >= 0 && waiting[sire[i]!]! > 0 ? sire[i]! : dam[i]!);
  const walk = new Int32Array(sire.length);
  let walks = 0;
  for (let start = 0; start < sire.length; start += 1) {
    if (waiting[start] === 0 || walk[start] !== 0) continue;
    walks += 1;
    let animal = start;
    while (walk[animal] === 0) {
      walk[animal] = walks;
      animal = unsortedParent(animal);
    }
    if (walk[animal] !== walks) continue; // reached a loop already reported
    const cycle: number[] = [];
    let member = animal;
    do {
      cycle.push(member);
      member = unsortedParent(member);
    } while (member !== animal);
    // Walked from offspring to parent: reported from ancestor to offspring, from the first listed.
    cycle.reverse();
    const first = cycle.reduce((best, index, k) => (index < cycle[best]! ? k : best), 0);
    const ids = [...cycle.slice(first), ...cycle.slice(0, first)].map((index) => names[index]!);
    problems.push({ kind: 'loop', id: ids[0]!, ids });
  }
}

/** Coded order: by generation, ties in provisional (row) order; a counting sort. */
function renumber(names: string[], sire: Int32Array, dam: Int32Array, generation: Int32Array, rowIndex: Int32Array): CodedPedigree {
  const count = names.length;
  let deepest = 0;
  for (let i = 0; i < count; i += 1) if (generation[i]! > deepest) deepest = generation[i]!;
  const start = new Int32Array(deepest + 2);
  for (let i = 0; i < count; i += 1) start[generation[i]! + 1]! += 1;
  for (let g = 0; g <= deepest; g += 1) start[g + 1]! += start[g]!;
  const coded = new Int32Array(count);
  for (let i = 0; i < count; i += 1) coded[i] = start[generation[i]!]!++;
  const ids = new Array<string>(count);
  const codedSire = new Int32Array(count);
  const codedDam = new Int32Array(count);
  for (let i = 0; i < count; i += 1) {
    const c = coded[i]!;
    ids[c] = names[i]!;
    codedSire[c] = sire[i]! >= 0 ? coded[sire[i]!]! : -1;
    codedDam[c] = dam[i]! >= 0 ? coded[dam[i]!]! : -1;
  }
  for (let r = 0; r < rowIndex.length; r += 1) rowIndex[r] = coded[rowIndex[r]!]!;
  return { ids, sire: codedSire, dam: codedDam, rowIndex };
}
