/** Where the goals' pages live (the route map's). */
export const GOALS = '/livestock_goals';
export const USER_GUIDE = '/livestock-goals/user-guide';
export const goalPath = (id: string) => `${GOALS}/viewDetails/${id}`;
export const editPath = (id: string) => `${GOALS}/update/${id}`;
