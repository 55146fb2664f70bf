import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { GEOCODE_QUERY_MAX, type GeocodeQuery } from '@ganado/shared/farms';
import { useGeocode, useMapConfig } from '../api';
import type { MapView } from './base';
import { placeView, POINT_ZOOM } from './initial-view';

/** Searched when asked (Enter or the button), never while typing: the geocoder's usage policy forbids autocomplete. */
function SearchBox({ country, onPlace }: { country?: string; onPlace: (view: MapView) => void }) {
  const { t } = useTranslation('farms');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<GeocodeQuery | null>(null);
  const found = useGeocode(search);
  const submit = () => {
    const q = typed.trim();
    if (q) setSearch({ q, country: country || undefined });
  };
  const answer = found.data;
  const failed = found.isError || answer?.provider === 'unavailable';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('map.searchPlace')}
          value={typed}
          size="small"
          fullWidth
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here: it must not submit the farm form around the map.
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          slotProps={{ htmlInput: { maxLength: GEOCODE_QUERY_MAX, type: 'search' } }}
        />
        <Button variant="outlined" startIcon={<SearchIcon />} loading={found.isFetching} onClick={submit} sx={{ flexShrink: 0 }}>
          {t('map.search')}
        </Button>
      </Box>
      {failed && <Alert severity="warning">{t('map.searchUnavailable')}</Alert>}
      {answer?.provider === 'ready' && answer.places.length === 0 && <Alert severity="info">{t('map.noPlaceFound')}</Alert>}
      {answer?.provider === 'ready' && answer.places.length > 0 && (
        <List dense aria-label={t('map.searchResults')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
          {answer.places.map((place) => (
            <ListItemButton
              key={`${place.label}|${place.lat}|${place.lng}`}
              onClick={() => {
                onPlace(placeView(place));
                setSearch(null);
              }}
            >
              {place.label}
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

type LocateProblem = 'locationDenied' | 'locationUnavailable' | 'locationUnsupported';

/** "Use my location": the browser asks the person first, and may be refused. */
function LocateButton({ onPlace }: { onPlace: (view: MapView) => void }) {
  const { t } = useTranslation('farms');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LocateProblem | null>(null);
  const locate = () => {
    setProblem(null);
    // Absent in old browsers, and on pages not served over HTTPS in some.
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setProblem('locationUnsupported');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onPlace({ center: { latitude: position.coords.latitude, longitude: position.coords.longitude }, zoom: POINT_ZOOM });
      },
      (error) => {
        setBusy(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'locationDenied' : 'locationUnavailable');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<MyLocationIcon />} loading={busy} onClick={locate}>
        {t('map.locate')}
      </Button>
      {problem && (
        <Alert severity="warning" role="alert">
          {t(`map.${problem}`)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Ways to bring the map to the land: a place search (when the server has a geocoder, GEOCODER_URL) and the
 * device's location. The chosen place only moves the map; nothing is drawn or filled in.
 */
export function PlaceSearch({ country, onPlace }: { country?: string; onPlace: (view: MapView) => void }) {
  const { t } = useTranslation('farms');
  const geocoder = useMapConfig().data?.geocoder === true;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {geocoder ? (
        <SearchBox country={country} onPlace={onPlace} />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="place-search-off">
          {t('map.searchNotConfigured')}
        </Typography>
      )}
      <LocateButton onPlace={onPlace} />
    </Box>
  );
}
