import { addDays } from '@ganado/shared/http';
import type { Db } from '../../db/client';
import type { DemoOrganization } from '../../seed/demo';
import { goalFigure, valueOf } from './goals.figures';
import { type GoalValues, insertGoal } from './goals.repository';

/**
 * The demo ranch's three goals, dated from today as the herd is: heavier calves at Los Álamos (set
 * three months ago), a tighter calving interval (set two months ago), fewer calves lost at birth (set
 * today). Each baseline is the herd's figure on the day it was set, worked out as the server does
 * when a goal is set. Unnamed, each reads as its figure's name in the reader's language; the notes
 * are in both.
 */
export async function seedDemoGoals(db: Db, demo: DemoOrganization, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const context = { db, clock: () => now };
  const goals: (Omit<GoalValues, 'baseline' | 'baselineOn'> & { setDaysAgo: number })[] = [
    {
      name: '',
      kpi: 'weaning205',
      comparator: 'atLeast',
      target: 260,
      farmId: demo.alamos.farmId,
      deadline: addDays(today, 270),
      setDaysAgo: 90,
      ownerId: demo.farmerId,
      notes: 'Creep feeding from 90 days and the new Angus bull. / Alimentación de creep desde los 90 días y el nuevo toro Angus.',
    },
    {
      name: '',
      kpi: 'calvingInterval',
      comparator: 'atMost',
      target: 365,
      deadline: addDays(today, 300),
      setDaysAgo: 60,
      ownerId: demo.adminId,
      notes: '',
    },
    {
      name: '',
      kpi: 'perinatalMortality',
      comparator: 'atMost',
      target: 0.03,
      deadline: addDays(today, 240),
      setDaysAgo: 0,
      ownerId: demo.farmerId,
      notes: 'Watch heifers at calving at night. / Vigilar los partos de las novillas por la noche.',
    },
  ];
  for (const { setDaysAgo, ...goal } of goals) {
    const baselineOn = addDays(today, -setDaysAgo);
    const baseline = valueOf(await goalFigure(context, demo.organizationId, goal, baselineOn));
    await insertGoal(db, demo.organizationId, demo.adminId, { ...goal, baseline, baselineOn });
  }
}
