/**
 * Where the API client (api.ts) sends the user: a failed refresh goes to /login, a 403 to
 * /dashboard. The root route registers the router's navigate function here, apart from the client,
 * so that the root does not load the client and the contract it parses with (docs/decisions.md,
 * "Initial load").
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setApiNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
