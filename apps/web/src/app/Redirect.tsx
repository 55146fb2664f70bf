import { Navigate, generatePath, useLocation, useParams } from 'react-router';

/** Sends a redirect route on, carrying its params (/animals/7 → /animals/7/details) and query. */
export function Redirect({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: generatePath(to, params), search }} />;
}
