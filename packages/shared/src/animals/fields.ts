import { z } from 'zod';
import { text } from '../http';

/**
 * Field builders the animal forms and records share. A form's empty text or select sends '',
 * which means "none", so each builder turns '' into null.
 */
export const ANIMAL_TEXT_MAX = 100;
export const ANIMAL_CODE_MAX = 40;
export const RECORD_NOTES_MAX = 500;

export const optionalText = (max: number = ANIMAL_TEXT_MAX) =>
  text({ error: 'validation.invalid' })
    .trim()
    .max(max, 'animals.textTooLong')
    .transform((value) => value || null)
    .nullish();

export const requiredText = (max: number = ANIMAL_TEXT_MAX) =>
  text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'animals.textTooLong');

export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: 'validation.invalid' })
    .transform((value) => (value === '' ? null : value))
    .nullish();

export const optionalDate = z
  .union([z.iso.date({ error: 'animals.dateInvalid' }), z.literal('')], { error: 'animals.dateInvalid' })
  .transform((value) => value || null)
  .nullish();

/** Another record of the organisation, by id: a blank select means none. */
export const optionalId = z
  .union([z.uuid({ error: 'errors.notFound' }), z.literal('')], { error: 'errors.notFound' })
  .transform((value) => value || null)
  .nullish();

export const positiveNumber = z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive');

/** A quantity: a value with its unit (docs/ARCHITECTURE.md). */
export const quantity = <T extends readonly [string, ...string[]]>(units: T) =>
  z.object({ value: positiveNumber, unit: z.enum(units, { error: 'validation.invalid' }) });
export const quantityAnswer = z.object({ value: z.number(), unit: text() });
export type Quantity = z.infer<typeof quantityAnswer>;
