import { useCallback, useEffect, useRef, useState } from 'react';
import { judgeFix, type LatLng } from '@ganado/shared/farms';

export type WalkState = 'idle' | 'recording' | 'paused' | 'stopped';
/** Why positions cannot be had: no geolocation in this browser, or the person refused it. */
export type WalkProblem = 'unavailable' | 'denied' | 'noSignal';

/** Fresh fixes only: a cached position from before the walk would become a wrong first corner. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 };

/**
 * Records a boundary walked with the browser's geolocation: each accepted fix (judgeFix) is the
 * next vertex. Pausing stops watching, so walking back to a corner leaves no trace.
 */
export function useWalkRecorder() {
  const [state, setState] = useState<WalkState>('idle');
  const [points, setPoints] = useState<LatLng[]>([]);
  const [problem, setProblem] = useState<WalkProblem | null>(null);
  const watchId = useRef<number | null>(null);

  const unwatch = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
  }, []);
  useEffect(() => unwatch, [unwatch]);

  const watch = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setProblem(null);
    setState('recording');
    watchId.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setProblem(null);
        const fix = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
        setPoints((kept) => (judgeFix(fix, kept.at(-1)) === 'accepted' ? [...kept, { latitude: fix.latitude, longitude: fix.longitude }] : kept));
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          unwatch();
          setState((current) => (current === 'recording' ? 'paused' : current));
          setProblem('denied');
        } else {
          // Timeouts and lost signal pass (under trees, near a barn): the watch keeps trying.
          setProblem('noSignal');
        }
      },
      WATCH_OPTIONS,
    );
  }, [unwatch]);

  return {
    state,
    points,
    problem,
    start: () => {
      setPoints([]);
      watch();
    },
    resume: watch,
    pause: () => {
      unwatch();
      setState('paused');
    },
    stop: () => {
      unwatch();
      setState('stopped');
    },
    discard: () => {
      unwatch();
      setPoints([]);
      setProblem(null);
      setState('idle');
    },
  };
}
export type WalkRecorder = ReturnType<typeof useWalkRecorder>;
