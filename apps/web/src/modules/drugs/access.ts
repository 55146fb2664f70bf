import { useSession } from '../../app/use-session';

/**
 * What the signed-in person is offered in the cabinet beyond looking. The session knows only the
 * modules a role may view (the login answer's `modules`, docs/product.md §6), not its other actions,
 * so anyone who may open the cabinet is offered its actions and the server refuses those the role
 * lacks (403). This is the one place to narrow them once the session carries a role's actions.
 */
export function useDrugAccess() {
  const granted = useSession().session?.modules.includes('drugs') ?? false;
  // `view`: drugs picked from the cabinet on treatments; `override`: a sale or saleable milk during a withdrawal, with a reason.
  return { view: granted, create: granted, edit: granted, export: granted, override: granted };
}
