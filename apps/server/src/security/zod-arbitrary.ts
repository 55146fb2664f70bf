import fc from 'fast-check';
import { WRAPPERS, type ZodDef, zodDef } from './contract-ids';

/**
 * fast-check arbitraries from the contracts' zod 4 schemas, for the fuzz (docs/decisions.md,
 * "The security suite"). No maintained zod → fast-check library supports zod 4 (zod-fast-check
 * stops at zod 3), so this walks the kinds of schema the contracts use. Values are mostly
 * well-formed, so requests get past validation into the services; with `ill`, any value may
 * instead be one of the outside test's tricks.
 */
export interface Hints {
  /** An id for the field named `key`: mostly a real one of the right kind, so the request reaches the service. */
  id(key: string | undefined): fc.Arbitrary<string>;
  /** Values for fields whose rule zod cannot say without a function: a drawn boundary, a time zone. */
  byName: Record<string, fc.Arbitrary<unknown>>;
}

/** A field left out of its object. */
export const OMIT = Symbol('omit');

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** What a request may carry instead of a well-formed value. Long texts are constants: generating them is slow. */
export const trick: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, '', [], {}, 'x', [null], { '': '' }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 5e-324, 0.1, -0, 1e21),
  fc.string({ maxLength: 8 }).map((text) => `${text}\0${text}`),
  fc.string({ maxLength: 8 }).map((text) => `${text}\ud800`),
  fc.constantFrom('\udc00', 'a\udfffb', '\ud83d'),
  fc.constantFrom('x'.repeat(100_000), 'ñ'.repeat(20_000), ' '.repeat(5_000)),
  fc.constantFrom(nested(64, 'x'), nested(2_000, 1), Array.from({ length: 5_000 }, () => 1)),
  fc.constantFrom("' or 1=1 --", '../../etc/passwd', '%00', '{{7*7}}', '<script>alert(1)</script>', '00000000-0000-0000-0000-000000000000'),
);

const checksOf = (def: ZodDef) => (def.checks ?? []).map((check) => check._zod.def);
const bound = (def: ZodDef, check: string) => checksOf(def).find((found) => found.check === check);

function stringOf(def: ZodDef, hints: Hints, key: string | undefined): fc.Arbitrary<unknown> {
  switch (def.format) {
    case 'uuid':
      return hints.id(key);
    case 'date':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'datetime':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  const min = (bound(def, 'min_length')?.minimum as number | undefined) ?? 0;
  const max = Math.min((bound(def, 'max_length')?.maximum as number | undefined) ?? 40, 60);
  const pattern = checksOf(def).find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern as RegExp | undefined;
  if (pattern) return fc.stringMatching(pattern, { size: 'xsmall' }).map((text) => text.slice(0, max));
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }));
}

function numberOf(def: ZodDef): fc.Arbitrary<number> {
  const low = bound(def, 'greater_than');
  const high = bound(def, 'less_than');
  const integer = checksOf(def).some((check) => check.check === 'number_format' && String(check.format).endsWith('int'));
  const min = Math.max((low?.value as number | undefined) ?? -1_000_000, -1_000_000);
  const max = Math.min((high?.value as number | undefined) ?? 1_000_000, 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min) + (low?.inclusive === false ? 1 : 0), max: Math.floor(max) - (high?.inclusive === false ? 1 : 0) });
  return fc.double({ min, max, minExcluded: low?.inclusive === false, maxExcluded: high?.inclusive === false, noNaN: true });
}

function objectOf(def: ZodDef, hints: Hints, ill: boolean): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, hints, ill, key)]));
  const whole = fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== OMIT)));
  if (!ill) return whole;
  // A field missing, or one nobody asked for.
  const keys = Object.keys(shape);
  const missing = keys.length === 0 ? whole : fc.tuple(whole, fc.constantFrom(...keys)).map(([record, key]) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)));
  const extra = fc.tuple(whole, fc.constantFrom('__proto__', 'constructor', 'organizationId', 'id', 'isAdmin', 'zz'), trick).map(([record, key, value]) => ({ ...record, [key]: value }));
  return fc.oneof({ weight: 6, arbitrary: whole }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: extra });
}

function wellFormed(schema: unknown, hints: Hints, ill: boolean, key: string | undefined): fc.Arbitrary<unknown> {
  const def = zodDef(schema);
  if (!def) return fc.jsonValue();
  if (key && hints.byName[key] && def.type !== 'optional' && def.type !== 'nullable' && def.type !== 'default') return hints.byName[key];
  const inner = (part: unknown) => arbitraryOf(part, hints, ill, key);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(fc.constant(OMIT), inner(def.innerType));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner(def.innerType));
    case 'string':
      return stringOf(def, hints, key);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object':
      return objectOf(def, hints, ill);
    case 'array': {
      const minLength = (bound(def, 'min_length')?.minimum as number | undefined) ?? 0;
      return fc.array(inner(def.element), { minLength, maxLength: Math.max(minLength, 4) }).map((items) => items.filter((item) => item !== OMIT));
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'pipe':
      // A preprocess runs a transform first: what is sent is what its schema takes.
      return inner(zodDef(def.in)?.type === 'transform' ? def.out : def.in);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    default:
      if (WRAPPERS.includes(def.type)) return inner(def.innerType);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values for a schema; with `ill`, one value in six is a trick instead. */
export function arbitraryOf(schema: unknown, hints: Hints, ill: boolean, key?: string): fc.Arbitrary<unknown> {
  const value = wellFormed(schema, hints, ill, key);
  return ill ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: trick }) : value;
}
