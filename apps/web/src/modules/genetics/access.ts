import { useSession } from '../../app/use-session';

/**
 * What the signed-in person is offered in genetics beyond looking. The session knows only the
 * modules a role may view (docs/product.md §6), so anyone who may open the module is offered its
 * actions (run an evaluation, save settings, export) and the server refuses those the role lacks
 * (403), as semen automation and the drug cabinet do.
 */
export function useGeneticsAccess() {
  const granted = useSession().session?.modules.includes('genetics') ?? false;
  return { create: granted, edit: granted, export: granted };
}
