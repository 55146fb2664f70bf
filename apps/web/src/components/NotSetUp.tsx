import Alert from '@mui/material/Alert';
import { isAdminRole } from '@ganado/shared/auth';
import { useSession } from '../app/use-session';

/**
 * An outside service this server has not set up (weather, satellite imagery): a state, not an
 * error (docs/decisions.md, "Outside services not set up"). Everyone reads that it is not set up;
 * an administrator also reads how it is turned on.
 */
export function NotSetUp({ text, howTo }: { text: string; howTo: string }) {
  const roles = useSession().session?.userRoles ?? [];
  return (
    <Alert severity="info" role="status" data-testid="not-set-up">
      {text}
      {isAdminRole(roles) && <> {howTo}</>}
    </Alert>
  );
}
