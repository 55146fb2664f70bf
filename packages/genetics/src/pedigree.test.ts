import { describe, expect, it } from 'vitest';
import { PedigreeError, type PedigreeProblem } from './errors';
import { codePedigree, type PedigreeRow } from './pedigree';

const row = (id: string, sire: string | null = null, dam: string | null = null, birth: number | null = null): PedigreeRow => ({ id, sire, dam, birth });

function problemsOf(rows: PedigreeRow[]): PedigreeProblem[] {
  try {
    codePedigree(rows);
  } catch (error) {
    expect(error).toBeInstanceOf(PedigreeError);
    return (error as PedigreeError).problems;
  }
  throw new Error('the pedigree was accepted');
}

describe('coding a pedigree', () => {
  it('puts parents before offspring, by generation then in the order given', () => {
    const pedigree = codePedigree([row('calf', 'bull', 'cow'), row('cow', 'old bull', null), row('bull'), row('old bull')]);
    expect(pedigree.ids).toEqual(['bull', 'old bull', 'cow', 'calf']);
    expect(Array.from(pedigree.sire)).toEqual([-1, -1, 1, 0]);
    expect(Array.from(pedigree.dam)).toEqual([-1, -1, -1, 2]);
    // Each input row's coded index, in the rows' order.
    expect(Array.from(pedigree.rowIndex)).toEqual([3, 2, 0, 1]);
  });

  it('adds parents named but not listed as founders, and takes "" as unknown', () => {
    const pedigree = codePedigree([row('calf', 'AI bull', 'cow'), row('cow', '', '')]);
    expect(pedigree.ids).toEqual(['cow', 'AI bull', 'calf']);
    expect(pedigree.sire[2]).toBe(1);
    expect(pedigree.sire[0]).toBe(-1);
    expect(pedigree.dam[0]).toBe(-1);
  });

  it('codes a 200,000-generation line without recursion', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => row(`a${i}`, i === 0 ? null : `a${i - 1}`));
    const pedigree = codePedigree(rows.reverse());
    expect(pedigree.ids[0]).toBe('a0');
    expect(pedigree.ids[199_999]).toBe('a199999');
    expect(pedigree.sire[199_999]).toBe(199_998);
  });
});

describe('a pedigree that cannot be', () => {
  it('names the animals of a loop, each a parent of the next', () => {
    const problems = problemsOf([row('A', 'C'), row('B', 'A'), row('C', 'B'), row('D', 'C')]);
    expect(problems).toEqual([{ kind: 'loop', id: 'A', ids: ['A', 'B', 'C'] }]);
  });

  it('refuses an animal that is its own parent', () => {
    expect(problemsOf([row('A', 'A', null)])).toEqual([{ kind: 'ownParent', id: 'A' }]);
    expect(() => codePedigree([row('A', null, 'A')])).toThrow('A is named as its own parent');
  });

  it('refuses an id listed twice, a parent born after its calf, and one animal as sire and dam', () => {
    const problems = problemsOf([
      row('cow', null, null, 100),
      row('cow', null, null, 100),
      row('calf', 'bull', 'cow', 50),
      row('bull', null, null, 10),
      row('odd', 'bull', 'bull'),
    ]);
    expect(problems).toEqual([
      { kind: 'duplicate', id: 'cow' },
      { kind: 'sireIsDam', id: 'odd', parentId: 'bull' },
      { kind: 'parentBornAfter', id: 'calf', parentId: 'cow' },
    ]);
  });

  it('reports every problem at once, in a plain message', () => {
    const rows = [row('A', 'B'), row('B', 'A'), row('C', 'C'), row('D', null, null, 5), row('E', 'D', null, 1)];
    expect(() => codePedigree(rows)).toThrow(
      'The pedigree has 3 problems: C is named as its own parent; D is a parent of E but was born after it; A is its own ancestor (A → B → A, each a parent of the next).',
    );
  });

  it('does not compare births when one is unknown', () => {
    expect(() => codePedigree([row('cow', null, null, null), row('calf', null, 'cow', 1)])).not.toThrow();
  });
});
