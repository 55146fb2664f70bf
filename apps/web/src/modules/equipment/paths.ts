/** The module's pages (module.ts keeps the addresses of the old app). */
export const INVENTORY = '/equipmentinventory';
export const GROUPS = '/equipmentinventory/group';
export const updatePath = (id: string) => `/equipmentinventory/update/${id}`;
