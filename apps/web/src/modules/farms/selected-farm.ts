import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEYS } from '../../app/session-storage';

/** The farm the person is working on: kept in localStorage, cleared at logout (docs/product.md §4). */
export interface SelectedFarm {
  id: string;
  name: string;
}

const KEY = SESSION_STORAGE_KEYS.farm;
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: SelectedFarm | null = null;

/** The selected farm as storage holds it: for code outside React (a route's prefetch); components use the hook. */
export function readSelectedFarm(): SelectedFarm | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  // The same object while storage holds the same text, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<SelectedFarm>) : null;
    cached = parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string' ? { id: parsed.id, name: parsed.name } : null;
  } catch {
    cached = null;
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab choosing a farm, or logging out, reaches this one through the storage event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function selectFarm(farm: SelectedFarm | null): void {
  try {
    if (farm) localStorage.setItem(KEY, JSON.stringify({ id: farm.id, name: farm.name }));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** The selected farm, and a way to change it; later animal and task screens scope by it. */
export function useSelectedFarm() {
  const farm = useSyncExternalStore(subscribe, readSelectedFarm, () => null);
  const select = useCallback((next: SelectedFarm | null) => selectFarm(next), []);
  return { farm, select };
}
