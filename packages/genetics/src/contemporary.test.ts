import { describe, expect, it } from 'vitest';
import { contemporaryGroups, type GroupCandidate } from './contemporary';

const calf = (id: string, birth: number, overrides: Partial<GroupCandidate> = {}): GroupCandidate => ({
  id,
  herd: 'H1',
  management: null,
  sex: 'bull',
  conception: 'natural',
  birth,
  weighed: null,
  ...overrides,
});
const members = (calves: GroupCandidate[]) => contemporaryGroups(calves).map((group) => group.members);

describe('contemporary groups by the association’s rules', () => {
  it('keeps calves born within 90 days of the group’s first together, and starts a new group after', () => {
    // Day 0, 45 and 90 are within 90 days of day 0; day 91 is not, and opens a group with day 150.
    expect(members([calf('d', 91), calf('a', 0), calf('c', 90), calf('b', 45), calf('e', 150)])).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('parts calves by sex, herd, management code and conception', () => {
    const groups = contemporaryGroups([
      calf('bull', 0),
      calf('heifer', 1, { sex: 'heifer' }),
      calf('steer', 2, { sex: 'steer' }),
      calf('other-herd', 3, { herd: 'H2' }),
      calf('creep', 4, { management: 'CREEP' }),
      calf('et', 5, { conception: 'embryoTransfer' }),
      calf('ivf', 6, { conception: 'ivf' }),
      calf('bull-2', 7),
    ]);
    expect(groups.map((group) => group.members).sort()).toEqual([['bull', 'bull-2'], ['creep'], ['et'], ['heifer'], ['ivf'], ['other-herd'], ['steer']]);
    expect(groups.find((group) => group.members.includes('creep'))).toMatchObject({ herd: 'H1', management: 'CREEP', sex: 'bull', conception: 'natural' });
  });

  it('cuts a birth window into weighing sessions at most 3 days long, and says their span', () => {
    const groups = contemporaryGroups([
      calf('a', 0, { weighed: 200 }),
      calf('b', 10, { weighed: 203 }),
      calf('c', 20, { weighed: 204 }),
      calf('d', 30, { weighed: 210 }),
    ]);
    expect(groups.map((group) => [group.members, group.weighedFrom, group.weighedTo, group.bornFrom, group.bornTo])).toEqual([
      // 203 is within 3 days of 200; 204 is not, and 210 is not within 3 days of 204.
      [['a', 'b'], 200, 203, 0, 10],
      [['c'], 204, 204, 20, 20],
      [['d'], 210, 210, 30, 30],
    ]);
  });

  it('gives the same groups whatever order the calves come in', () => {
    const calves = Array.from({ length: 40 }, (_, index) => calf(`c${index}`, (index * 37) % 200, { sex: index % 2 ? 'bull' : 'heifer', weighed: 205 + ((index * 13) % 9) }));
    const shuffled = [...calves].reverse();
    expect(contemporaryGroups(shuffled)).toEqual(contemporaryGroups(calves));
  });
});
