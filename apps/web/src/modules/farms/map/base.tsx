import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { LatLng } from '@ganado/shared/farms';
import 'leaflet/dist/leaflet.css';
import { useMapConfig } from '../api';

/** What a map shows first: the bounds of some points, or a centre and zoom. */
export type MapView = { bounds: readonly LatLng[] } | { center: LatLng; zoom: number };

/** Where a map opens when nothing tells where to look: the whole world, no country favoured (docs/decisions.md, "Where a farm map opens"). */
const WORLD = { center: { latitude: 20, longitude: 0 }, zoom: 2 };
export const WORLD_VIEW: MapView = WORLD;

const toLeaflet = (point: LatLng): [number, number] => [point.latitude, point.longitude];
export const leafletPoints = (points: readonly LatLng[]) => points.map(toLeaflet);

/** The drawing's vertices: round handles, big enough for a finger, with a visible keyboard focus. */
const vertexStyle = {
  '& .ganado-vertex span': { display: 'block', width: 18, height: 18, borderRadius: '50%', bgcolor: 'common.white', border: 3, borderColor: 'primary.main', boxSizing: 'border-box' },
  '& .ganado-vertex:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', borderRadius: '50%' },
};

/** Moves the map when the view asked for changes (not when the person pans). */
function FitView({ view }: { view: MapView }) {
  const map = useMap();
  const key = JSON.stringify(view);
  useEffect(() => {
    const wanted = JSON.parse(key) as MapView;
    if ('bounds' in wanted && wanted.bounds.length > 0) map.fitBounds(leafletPoints(wanted.bounds), { padding: [24, 24], maxZoom: 17 });
    else if ('center' in wanted) map.setView(toLeaflet(wanted.center), wanted.zoom);
  }, [map, key]);
  return null;
}

/**
 * A Leaflet map with the configured tiles (TILE_URL). Without tiles (no network, a blocked
 * server) the drawn shapes still show on a plain background, so the page keeps working.
 */
export function BaseMap({ view, label, children, height = { xs: 320, md: 420 } }: { view?: MapView; label: string; children: ReactNode; height?: object }) {
  const config = useMapConfig();
  return (
    <Box
      data-testid="map"
      role="region"
      aria-label={label}
      sx={{ height, width: '100%', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { height: '100%', bgcolor: 'grey.100' }, ...vertexStyle }}
    >
      <MapContainer center={toLeaflet(WORLD.center)} zoom={WORLD.zoom} scrollWheelZoom={false} keyboard>
        {config.data && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
        <FitView view={view ?? WORLD_VIEW} />
        {children}
      </MapContainer>
    </Box>
  );
}
