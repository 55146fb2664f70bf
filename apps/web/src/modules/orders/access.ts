import { useSession } from '../../app/use-session';

/**
 * What the signed-in person is offered on orders beyond looking. The session knows only the modules
 * a role may view (docs/product.md §6), so anyone who may open orders is offered their actions and
 * the server refuses those the role lacks (403), as the drug cabinet does.
 */
export function useOrderAccess() {
  const granted = useSession().session?.modules.includes('orders') ?? false;
  return { create: granted, edit: granted };
}
