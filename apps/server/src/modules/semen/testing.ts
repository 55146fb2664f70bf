import { expect } from 'vitest';
import type { App } from '../../app';
import { createMember } from '../../test/people';

export const FULL = ['view', 'create', 'edit', 'delete', 'export'] as const;

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The semen tests' people and calls: a technician with every action on semen automation and the
 * herd, a viewer of their organisation, an outsider of another; `call` answers status and body,
 * `ok` expects 200 and answers the data.
 */
export async function semenTestbed(app: App) {
  const technician = await createMember(app, { grants: { semenAutomation: FULL, animals: FULL, farms: FULL } });
  const viewer = await createMember(app, { organizationId: technician.organizationId, grants: { semenAutomation: ['view'] } });
  const outsider = await createMember(app, { grants: { semenAutomation: FULL, animals: FULL } });
  const call = async (method: Method, url: string, payload?: object, headers: Record<string, string> = technician.headers) => {
    const response = await app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (method: Method, url: string, payload?: object, headers = technician.headers) => {
    const { status, body } = await call(method, url, payload, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  let count = 0;
  /** A name new on every call: names are unique per organisation. */
  const unique = (name: string) => `${name} ${(count += 1)}`;
  /** A NAAB code new on every call. */
  const naab = () => `7HO${String((count += 1) * 7).padStart(5, '0')}`;
  return { technician, viewer, outsider, org: technician.organizationId, call, ok, unique, naab };
}

/** A collection's fresh analysis, well above the default thresholds. */
export const goodSample = { centre: 'Centro de Inseminación Los Altos', volumeMl: 6.5, concentrationMillionPerMl: 1150, motilityPercent: 72, normalFormsPercent: 84, dosesProduced: 240 };
