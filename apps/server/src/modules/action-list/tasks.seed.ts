import type { RepeatRule, TaskCategory, TaskPriority, TaskStatus } from '@ganado/shared/action-list';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalGroups, animals, breeds, taskAnimals, taskOccurrences, tasks } from '../../db/schema';
import { localDateTime, occurrencesBetween, toInstant } from './tasks.occurrences';

/**
 * The demo farms are in Jalisco and Chihuahua (seed/demo.ts), so their work keeps Mexico's
 * central wall clock: a 06:00 milking stays at 06:00 there whatever the server's zone.
 */
const DEMO_TIME_ZONE = 'America/Mexico_City';
const DAY = 86_400_000;

export interface DemoTaskPlaces {
  organizationId: string;
  adminId: string;
  farmerId: string;
  alamosFarmId: string;
  mezquiteFarmId: string;
}

interface DemoTask {
  name: string;
  category: TaskCategory;
  priority: TaskPriority;
  status?: TaskStatus;
  assigneeId: string;
  farmId: string;
  /** Days from today (the farms' today) and wall-clock times there. */
  day: number;
  start: string;
  endDay?: number;
  end: string;
  repeat?: RepeatRule;
  description: string;
  animalIds?: string[];
}

/** The ids of up to `limit` animals of a demo group, by tag, optionally of one breed. */
async function groupAnimals(db: Db, organizationId: string, group: string, limit: number, breed?: string): Promise<string[]> {
  const rows = await db
    .select({ id: animals.id })
    .from(animals)
    .innerJoin(animalGroups, eq(animalGroups.id, animals.groupId))
    .leftJoin(breeds, eq(breeds.id, animals.breedId))
    .where(and(eq(animals.organizationId, organizationId), eq(animalGroups.name, group), eq(animals.status, 'active'), breed ? eq(breeds.code, breed) : undefined))
    .orderBy(asc(animals.tagNumber))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * A believable week of work for the demo organisation: a twice-weekly heat check, the daily
 * milking, AI of Angus heifers next week, calves' vaccination, an overdue fence repair and a
 * weighing done three days ago. The repeating tasks' past occurrences were done by their assignee,
 * so only the fence shows as overdue. Only when the organisation has no task yet, so a restart or a
 * user's own tasks are never doubled or replaced.
 */
export async function seedDemoTasks(db: Db, places: DemoTaskPlaces, now = new Date()): Promise<void> {
  const { organizationId, adminId, farmerId } = places;
  const [existing] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.organizationId, organizationId)).limit(1);
  if (existing) return;
  const today = localDateTime(now, DEMO_TIME_ZONE).slice(0, 10);
  const dayOf = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  // This week's Monday, and next week's Tuesday.
  const monday = -((weekday + 6) % 7);
  const heifers = await groupAnimals(db, organizationId, 'Novillas', 3, 'angus');
  const calves = await groupAnimals(db, organizationId, 'Becerros', 8);

  const demo: DemoTask[] = [
    {
      name: 'Revisión de celos',
      category: 'general',
      priority: 'medium',
      assigneeId: farmerId,
      farmId: places.alamosFarmId,
      day: monday,
      start: '07:00',
      end: '08:00',
      repeat: { frequency: 'weekly', interval: 1, weekdays: [1, 4] },
      description: 'Observar a las novillas y vacas vacías en celo firme; anotar sus aretes.',
    },
    {
      name: 'Ordeña de la mañana',
      category: 'milking',
      priority: 'high',
      status: 'inProgress',
      assigneeId: farmerId,
      farmId: places.mezquiteFarmId,
      day: -14,
      start: '06:00',
      end: '07:30',
      repeat: { frequency: 'daily', interval: 1 },
      description: 'Holstein de «Vacas en ordeña»: lavar la sala de ordeña al terminar.',
    },
    ...(heifers.length > 0
      ? [
          {
            name: 'IA de novillas Angus',
            category: 'insemination' as const,
            priority: 'high' as const,
            assigneeId: adminId,
            farmId: places.alamosFarmId,
            day: monday + 8,
            start: '08:00',
            end: '10:00',
            description: 'IA a tiempo fijo tras el protocolo de sincronización; semen del toro Angus del termo.',
            animalIds: heifers,
          },
        ]
      : []),
    ...(calves.length > 0
      ? [
          {
            name: 'Vacuna clostridial de becerros',
            category: 'healthRecord' as const,
            priority: 'medium' as const,
            assigneeId: farmerId,
            farmId: places.alamosFarmId,
            day: 2,
            start: '09:00',
            end: '12:00',
            description: 'Segunda dosis; anotar el lote y los días de retiro.',
            animalIds: calves,
          },
        ]
      : []),
    {
      name: 'Reparar la cerca norte',
      category: 'maintenance',
      priority: 'high',
      assigneeId: adminId,
      farmId: places.alamosFarmId,
      day: -6,
      start: '10:00',
      endDay: -5,
      end: '18:00',
      description: 'Dos postes rotos y alambre flojo junto a la puerta del Potrero Norte.',
    },
    {
      name: 'Pesar los becerros destetados',
      category: 'weighing',
      priority: 'low',
      status: 'completed',
      assigneeId: farmerId,
      farmId: places.alamosFarmId,
      day: -3,
      start: '08:00',
      end: '11:00',
      description: 'Pesaje mensual en la báscula de los corrales.',
    },
  ];

  for (const task of demo) {
    const startAt = toInstant(`${dayOf(task.day)}T${task.start}`, DEMO_TIME_ZONE);
    const endAt = toInstant(`${dayOf(task.endDay ?? task.day)}T${task.end}`, DEMO_TIME_ZONE);
    const status = task.status ?? 'pending';
    const [row] = await db
      .insert(tasks)
      .values({
        organizationId,
        name: task.name,
        category: task.category,
        priority: task.priority,
        status,
        assigneeId: task.assigneeId,
        farmId: task.farmId,
        startAt,
        endAt,
        timeZone: DEMO_TIME_ZONE,
        repeat: task.repeat ?? null,
        description: task.description,
        completedAt: status === 'completed' ? endAt : null,
        createdBy: adminId,
      })
      .returning();
    if (!row) continue;
    if (task.animalIds?.length) await db.insert(taskAnimals).values(task.animalIds.map((animalId) => ({ organizationId, taskId: row.id, animalId })));
    const done = row.repeat ? occurrencesBetween(row, row.startAt, now).filter((occurrence) => occurrence.end <= now) : [];
    if (done.length > 0) {
      await db
        .insert(taskOccurrences)
        .values(done.map((occurrence) => ({ organizationId, taskId: row.id, occurrenceIndex: occurrence.index, completedAt: occurrence.end, completedBy: task.assigneeId })));
    }
  }
}

