import { useMemo } from 'react';
import { divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { Marker, Polygon, Polyline, useMapEvents } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@ganado/shared/farms';
import { BaseMap, leafletPoints, type MapView } from './base';

const vertexIcon = divIcon({ className: 'ganado-vertex', html: '<span></span>', iconSize: [18, 18] });

function ClickToAdd({ onAdd }: { onAdd: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onAdd({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

interface DrawingMapProps {
  points: readonly LatLng[];
  onAdd: (point: LatLng) => void;
  onMove: (index: number, point: LatLng) => void;
  /** The farm's perimeter, shown while a zone is drawn inside it. */
  outline?: readonly LatLng[];
  view?: MapView;
}

/**
 * Thin on purpose (jsdom cannot run Leaflet): a click adds a vertex, dragging a vertex moves it.
 * Everything else (the typed points, removing, the figures) lives in BoundaryEditor.
 */
export function DrawingMap({ points, onAdd, onMove, outline, view }: DrawingMapProps) {
  const { t } = useTranslation('farms');
  const positions = useMemo(() => leafletPoints(points), [points]);
  return (
    <BaseMap view={view} label={t('map.drawLabel')}>
      <ClickToAdd onAdd={onAdd} />
      {outline && outline.length > 0 && <Polygon positions={leafletPoints(outline)} interactive={false} pathOptions={{ color: '#1F5D51', dashArray: '6 6', fillOpacity: 0.05 }} />}
      {positions.length >= 3 ? (
        <Polygon positions={positions} interactive={false} pathOptions={{ color: '#00BD73' }} />
      ) : (
        <Polyline positions={positions} interactive={false} pathOptions={{ color: '#00BD73' }} />
      )}
      {positions.map((position, index) => (
        <Marker
          // Vertices are identified by their place in the boundary, which is what a label names.
          key={index}
          position={position}
          icon={vertexIcon}
          draggable
          keyboard
          eventHandlers={{
            add: (event: LeafletEvent) => {
              const element = (event.target as LeafletMarker).getElement();
              element?.setAttribute('aria-label', t('map.vertex', { number: index + 1 }));
              element?.setAttribute('role', 'button');
            },
            dragend: (event: LeafletEvent) => {
              const { lat, lng } = (event.target as LeafletMarker).getLatLng();
              onMove(index, { latitude: lat, longitude: lng });
            },
          }}
        />
      ))}
    </BaseMap>
  );
}
