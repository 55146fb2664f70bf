import { useSession } from '../../app/use-session';

/**
 * What the signed-in person is offered in semen automation beyond looking. The session knows only
 * the modules a role may view (docs/product.md §6), so anyone who may open the module is offered its
 * actions and the server refuses those the role lacks (403), as orders and the drug cabinet do.
 */
export function useSemenAccess() {
  const granted = useSession().session?.modules.includes('semenAutomation') ?? false;
  return { create: granted, edit: granted };
}
