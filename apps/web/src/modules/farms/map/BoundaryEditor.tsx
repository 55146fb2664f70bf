import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddLocationAlt';
import ClearIcon from '@mui/icons-material/LayersClear';
import UndoIcon from '@mui/icons-material/Undo';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaUnit, type LatLng, type LengthUnit, measurePolygon } from '@ganado/shared/farms';
import { useFigures } from '../units';
import type { MapView } from './base';
import { DrawingMap } from './DrawingMap';
import { PlaceSearch } from './PlaceSearch';
import { type EditablePoint, PointsTable } from './PointsTable';

interface BoundaryEditorProps {
  points: readonly EditablePoint[];
  onChange: (points: EditablePoint[]) => void;
  areaUnit: AreaUnit;
  lengthUnit: LengthUnit;
  /** What the map shows first; none opens on the world. A found place or the device's location moves it until this changes. */
  view?: MapView;
  /** The country the place search looks in (ISO code), when known. */
  country?: string;
  /** Shown under the figures: what the drawn land's size calls for (the farm form's area warning). */
  notice?: ReactNode;
  /** Where a typed point starts when there is none yet (the farm's location, the map's centre). */
  start: LatLng;
  outline?: readonly LatLng[];
  /** Message key of the boundary as a whole, and of each point's fields. */
  error?: string;
  pointErrors?: readonly ({ latitude?: string; longitude?: string } | undefined)[];
}

/** Six decimals of a degree are about 10 cm: more is noise from the pointer, and hard to read. */
const rounded = (point: LatLng): LatLng => ({ latitude: Number(point.latitude.toFixed(6)), longitude: Number(point.longitude.toFixed(6)) });

/** Live area and perimeter of what is drawn, in the chosen units (the figures the server will store). */
export function Measures({ points, areaUnit, lengthUnit }: { points: readonly LatLng[]; areaUnit: AreaUnit; lengthUnit: LengthUnit }) {
  const { t } = useTranslation('farms');
  const figures = useFigures();
  const measures = measurePolygon(points, areaUnit, lengthUnit);
  return (
    <Box data-testid="measures" aria-live="polite" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Typography>
        {t('measures.area')}: <strong data-testid="measured-area">{figures.area(measures.area, areaUnit)}</strong>
      </Typography>
      <Typography>
        {t('measures.perimeter')}: <strong data-testid="measured-perimeter">{figures.length(measures.perimeter, lengthUnit)}</strong>
      </Typography>
    </Box>
  );
}

/** The map and the typed points of one boundary, always in step, with its live figures. */
export function BoundaryEditor({ points, onChange, areaUnit, lengthUnit, view, country, notice, start, outline, error, pointErrors }: BoundaryEditorProps) {
  const { t } = useTranslation(['farms', 'messages']);
  const add = (point: LatLng) => onChange([...points, { ...rounded(point), label: null }]);
  // A place found or located is shown until the view asked for changes (compared by value: callers build it each render).
  const [placed, setPlaced] = useState<MapView | null>(null);
  const viewKey = JSON.stringify(view ?? null);
  const [shownFor, setShownFor] = useState(viewKey);
  if (shownFor !== viewKey) {
    setShownFor(viewKey);
    setPlaced(null);
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('map.howTo')}
      </Typography>
      <PlaceSearch country={country} onPlace={setPlaced} />
      <DrawingMap
        points={points}
        onAdd={add}
        onMove={(index, point) => onChange(points.map((old, at) => (at === index ? { ...old, ...rounded(point) } : old)))}
        outline={outline}
        view={placed ?? view}
      />
      <Measures points={points} areaUnit={areaUnit} lengthUnit={lengthUnit} />
      {notice}
      {error && (
        <Alert severity="error" role="alert">
          {t(`messages:${error}`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<UndoIcon />} disabled={points.length === 0} onClick={() => onChange(points.slice(0, -1))}>
          {t('map.removeLast')}
        </Button>
        <Button startIcon={<ClearIcon />} disabled={points.length === 0} onClick={() => onChange([])}>
          {t('map.clear')}
        </Button>
        <Button startIcon={<AddIcon />} onClick={() => add(points.at(-1) ?? start)}>
          {t('points.add')}
        </Button>
      </Box>
      {points.length > 0 && <PointsTable points={points} onChange={onChange} errors={pointErrors} />}
    </Box>
  );
}
