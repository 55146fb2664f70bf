import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface GlobalWarning {
  /** i18n keys; use `messages:<id>` for the shared message catalogue. */
  titleKey: string;
  messageKey: string;
}

interface GlobalWarningApi {
  show: (warning: GlobalWarning) => void;
}

const GlobalWarningContext = createContext<GlobalWarningApi | null>(null);

// Rarely shown, and MUI's dialog brings its modal machinery: loaded the first time a warning is,
// not with every page's first load (docs/decisions.md, "Initial load").
const GlobalWarningDialog = lazy(() => import('./GlobalWarningDialog').then((module) => ({ default: module.GlobalWarningDialog })));

/** The app-wide warning (docs/product.md §2: "a root router view plus a global warning dialog"), mounted once at the root. */
export function GlobalWarningProvider({ children }: { children: ReactNode }) {
  // The last warning stays after closing so its text does not vanish during the fade-out.
  const [warning, setWarning] = useState<GlobalWarning | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: GlobalWarning) => {
    setWarning(next);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <GlobalWarningContext.Provider value={api}>
      {children}
      {warning && (
        <Suspense fallback={null}>
          <GlobalWarningDialog warning={warning} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </GlobalWarningContext.Provider>
  );
}

export function useGlobalWarning(): GlobalWarningApi {
  const api = useContext(GlobalWarningContext);
  if (!api) throw new Error('useGlobalWarning is used outside <GlobalWarningProvider>');
  return api;
}
