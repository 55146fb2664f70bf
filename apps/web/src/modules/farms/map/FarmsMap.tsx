import { Fragment } from 'react';
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

interface FarmsMapProps {
  shapes: readonly MapShape[];
  label: string;
  onOpen?: (shape: MapShape) => void;
  height?: object;
  /** Also mark each shape's location: farms far apart shrink to nothing on one map. */
  markLocations?: boolean;
}

/** Farms and zones to look at; each one can be clicked (the page lists the same links for keyboards). */
export function FarmsMap({ shapes, label, onOpen, height, markLocations = false }: FarmsMapProps) {
  const everyPoint = shapes.flatMap((shape) => (shape.points.length > 0 ? shape.points : shape.location ? [shape.location] : []));
  const view: MapView | undefined = everyPoint.length > 0 ? { bounds: everyPoint } : undefined;
  return (
    <BaseMap view={view} label={label} height={height}>
      {shapes.map((shape) => {
        const handlers = onOpen ? { click: () => onOpen(shape) } : undefined;
        const tooltip = <Tooltip sticky>{shape.name}</Tooltip>;
        const drawn = shape.points.length >= 3;
        return (
          <Fragment key={shape.id}>
            {drawn && (
              <Polygon positions={leafletPoints(shape.points)} pathOptions={{ color: COLORS[shape.kind] }} eventHandlers={handlers}>
                {tooltip}
              </Polygon>
            )}
            {shape.location && (!drawn || markLocations) && (
              <CircleMarker center={[shape.location.latitude, shape.location.longitude]} radius={9} pathOptions={{ color: COLORS[shape.kind] }} eventHandlers={handlers}>
                {tooltip}
              </CircleMarker>
            )}
          </Fragment>
        );
      })}
    </BaseMap>
  );
}
