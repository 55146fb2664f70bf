import { z } from 'zod';
import { optionalDate, optionalText } from '../animals/fields';
import { occurredAt } from '../animals/records';
import { text } from '../http';
import { money, moneyAnswer } from '../money';
import { meterHours } from './equipment';

/**
 * Maintenance is events of the log about the machine (docs/decisions.md: equipment): a service, a
 * repair, a calibration, or a meter reading alone, with its cost and the hours (or km) the meter showed.
 */
export const MAINTENANCE_KINDS = ['service', 'repair', 'calibration', 'reading'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];
/** The event type of each kind, as the log names it. */
export const MAINTENANCE_EVENT_TYPES = {
  service: 'equipmentService',
  repair: 'equipmentRepair',
  calibration: 'equipmentCalibration',
  reading: 'equipmentMeterReading',
} as const satisfies Record<MaintenanceKind, string>;

export const maintenanceRequest = z
  .object({
    kind: z.enum(MAINTENANCE_KINDS, { error: 'equipment.kindInvalid' }),
    occurredAt,
    cost: money.nullish(),
    meterHours: meterHours.nullish(),
    odometerKm: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(5_000_000, 'equipment.implausible').nullish(),
    performedBy: optionalText(80),
    notes: optionalText(1000),
  })
  .superRefine((request, context) => {
    if (request.kind === 'reading' && request.meterHours == null && request.odometerKm == null) context.addIssue({ code: 'custom', path: ['meterHours'], message: 'equipment.readingRequired' });
  });
export type MaintenanceRequest = z.infer<typeof maintenanceRequest>;
export type MaintenanceInput = z.input<typeof maintenanceRequest>;

export const maintenanceEvent = z.object({
  id: z.uuid(),
  kind: z.enum(MAINTENANCE_KINDS),
  occurredAt: text(),
  cost: moneyAnswer.nullable(),
  meterHours: z.number().nullable(),
  odometerKm: z.number().nullable(),
  performedBy: text().nullable(),
  notes: text().nullable(),
});
export type MaintenanceEvent = z.infer<typeof maintenanceEvent>;

/** What a plan schedules: a service or a calibration (a repair is never planned). */
export const PLAN_KINDS = ['service', 'calibration'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
/** A plan by hours raises its task this many hours before it falls due (docs/decisions.md: equipment). */
export const PLAN_WARNING_HOURS = 10;
/** A plan by days raises its task this many days before its day. */
export const PLAN_WARNING_DAYS = 7;

export const planRequest = z
  .object({
    kind: z.enum(PLAN_KINDS, { error: 'equipment.kindInvalid' }),
    everyDays: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'animals.mustBePositive').max(3660, 'equipment.implausible').nullish(),
    everyHours: z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive').max(20_000, 'equipment.implausible').nullish(),
    /** When it was last done before the log knew: the plan counts from here until a maintenance event of its kind. */
    lastDoneOn: optionalDate,
    lastDoneHours: meterHours.nullish(),
  })
  .superRefine((plan, context) => {
    if (plan.everyDays == null && plan.everyHours == null) context.addIssue({ code: 'custom', path: ['everyDays'], message: 'equipment.intervalRequired' });
  });
export type PlanRequest = z.infer<typeof planRequest>;
export type PlanInput = z.input<typeof planRequest>;

export const maintenancePlan = z.object({
  id: z.uuid(),
  kind: z.enum(PLAN_KINDS),
  everyDays: z.number().nullable(),
  everyHours: z.number().nullable(),
  /** The last time it was done: the latest event of its kind, else what the plan was given. */
  lastDoneOn: text().nullable(),
  lastDoneHours: z.number().nullable(),
  /** When it falls due: the day, the hours of use, either or both. */
  dueOn: text().nullable(),
  dueAtHours: z.number().nullable(),
  due: z.boolean(),
  /** The open action-list task it raised, if any. */
  taskId: z.uuid().nullable(),
});
export type MaintenancePlan = z.infer<typeof maintenancePlan>;

export const planParams = z.object({ id: z.uuid({ error: 'errors.notFound' }), planId: z.uuid({ error: 'errors.notFound' }) });
export const attachmentParams = z.object({ id: z.uuid({ error: 'errors.notFound' }), attachmentId: z.uuid({ error: 'errors.notFound' }) });
