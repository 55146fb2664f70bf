import type { FastifySchema } from 'fastify';
import { CLIENT_KEY_META } from '@ganado/shared/http';
import { z } from 'zod';

/** What zod 4 keeps of a schema (`schema._zod.def`): its kind in `type`, and the parts that kind has. */
export interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[];
  [part: string]: unknown;
}

/** A zod schema's definition; undefined for anything else (the JSON schemas of plugins' routes). */
export const zodDef = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def: ZodDef } } | undefined)?._zod?.def;

/** Wrappers whose inner schema is what a request carries. */
export const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'];

/**
 * Where a schema holds a uuid, as paths: `animalIds.*` for every element of an array, the members
 * of a union merged. What the cross-organisation walk must replace, one at a time.
 */
function idPaths(schema: unknown, path: string): string[] {
  const def = zodDef(schema);
  if (!def) return [];
  if (WRAPPERS.includes(def.type)) return idPaths(def.innerType, path);
  switch (def.type) {
    case 'string':
      // A key the client makes (`clientKey`: a chat message's) names no record of anyone's.
      return def.format === 'uuid' && z.globalRegistry.get(schema as z.ZodType)?.[CLIENT_KEY_META] !== true ? [path] : [];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => idPaths(value, `${path}.${key}`));
    case 'array':
      return idPaths(def.element, `${path}.*`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => idPaths(option, path));
    case 'pipe':
      return [...idPaths(def.in, path), ...idPaths(def.out, path)];
    default:
      return [];
  }
}

/** Every place a route's contract takes an id: `params.id`, `query.farmId`, `body.animalIds.*`. */
export function contractIdPaths(schema: FastifySchema | undefined): string[] {
  const parts = { params: schema?.params, query: schema?.querystring, body: schema?.body };
  return [...new Set(Object.entries(parts).flatMap(([part, value]) => idPaths(value, part)))].sort();
}

/** A path of the request with array positions as `*`, to compare with the contract's. */
export const pathPattern = (path: (string | number)[]) => path.map((step) => (typeof step === 'number' ? '*' : step)).join('.');
