import { CircleMarker, Polygon, Polyline } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@ganado/shared/farms';
import { BaseMap, leafletPoints } from '../../farms/map/base';

/** How close the map follows the walker: a field of a few hectares fills a phone's screen. */
const FOLLOW_ZOOM = 17;

/** The walked path as it grows, its closed outline faintly, and where the walker is now. */
export function WalkMap({ points, boundary }: { points: readonly LatLng[]; boundary: readonly LatLng[] }) {
  const { t } = useTranslation('geofences');
  const here = points.at(-1);
  return (
    <BaseMap view={here ? { center: here, zoom: FOLLOW_ZOOM } : undefined} label={t('walk.mapLabel')} height={{ xs: 280, md: 420 }}>
      {boundary.length >= 3 && <Polygon positions={leafletPoints(boundary)} interactive={false} pathOptions={{ color: '#1F5D51', weight: 1, dashArray: '4 6', fillOpacity: 0.1 }} />}
      <Polyline positions={leafletPoints(points)} interactive={false} pathOptions={{ color: '#00BD73', weight: 4 }} />
      {here && <CircleMarker center={[here.latitude, here.longitude]} radius={8} interactive={false} pathOptions={{ color: '#00BD73', fillOpacity: 0.9 }} />}
    </BaseMap>
  );
}
