/** The module's addresses (route-map.ts), for links between its pages. */
export const SEMEN_HOME = '/semen-automation';
export const NEW_COLLECTION = '/semen-automation/collections/new';
export const batchPath = (id: string) => `/semen-automation/batches/${id}`;
export const sirePath = (id: string) => `/semen-automation/sires/${id}`;
export const TANKS = '/semen-automation/tanks';
export const tankPath = (id: string) => `${TANKS}/${id}`;
export const tankCountPath = (id: string) => `${tankPath(id)}/count`;
