import { useSession } from '../../../app/use-session';

/**
 * Whether links into the herd register lead anywhere: a role may have genetics without the animals
 * module, and its pages would send such a person to the dashboard (a 403). The module's own actions
 * are offered by ../access.ts.
 */
export function useHerdAccess(): boolean {
  return useSession().session?.modules.includes('animals') ?? false;
}
