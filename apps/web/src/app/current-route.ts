import { useMatches } from 'react-router';
import type { RouteEntry } from './route-map';

/** What the router attaches to every page route (`handle`), so layouts know where they are. */
export interface RouteHandle {
  entry: RouteEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/** The route-map entry of the page on screen; undefined on the 404 page. */
export function useCurrentRouteEntry(): RouteEntry | undefined {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return handle?.entry;
}
