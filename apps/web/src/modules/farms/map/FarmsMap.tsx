import { CircleMarker, Polygon, Tooltip } from 'react-leaflet';
import type { LatLng } from '@ganado/shared/farms';
import { BaseMap, leafletPoints, type MapView } from './base';

export interface MapShape {
  id: string;
  name: string;
  points: readonly LatLng[];
  /** Where a shape without points is marked. */
  location?: LatLng | null;
  kind: 'farm' | 'zone';
}

const COLORS = { farm: '#00BD73', zone: '#1F5D51' };

/** Farms and zones to look at; each one can be clicked (the page lists the same links for keyboards). */
export function FarmsMap({ shapes, label, onOpen, height }: { shapes: readonly MapShape[]; label: string; onOpen?: (shape: MapShape) => void; height?: object }) {
  const everyPoint = shapes.flatMap((shape) => (shape.points.length > 0 ? shape.points : shape.location ? [shape.location] : []));
  const view: MapView | undefined = everyPoint.length > 0 ? { bounds: everyPoint } : undefined;
  return (
    <BaseMap view={view} label={label} height={height}>
      {shapes.map((shape) => {
        const handlers = onOpen ? { click: () => onOpen(shape) } : undefined;
        const tooltip = <Tooltip sticky>{shape.name}</Tooltip>;
        if (shape.points.length >= 3) {
          return (
            <Polygon key={shape.id} positions={leafletPoints(shape.points)} pathOptions={{ color: COLORS[shape.kind] }} eventHandlers={handlers}>
              {tooltip}
            </Polygon>
          );
        }
        if (!shape.location) return null;
        return (
          <CircleMarker key={shape.id} center={[shape.location.latitude, shape.location.longitude]} radius={9} pathOptions={{ color: COLORS[shape.kind] }} eventHandlers={handlers}>
            {tooltip}
          </CircleMarker>
        );
      })}
    </BaseMap>
  );
}
