import { useSession } from '../../app/use-session';

/**
 * What the signed-in person is offered in feed management beyond looking. The session knows only
 * the modules a role may view (docs/product.md §6), so anyone who may open the module is offered its
 * actions and the server refuses those the role lacks (403), as the other modules do.
 */
export function useFeedAccess() {
  const granted = useSession().session?.modules.includes('feed') ?? false;
  return { view: granted, create: granted, edit: granted, remove: granted, export: granted };
}
