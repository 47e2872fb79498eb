/** Admin list scenarios for `npm run bench` (filled in by the admin work, issue 5). */
export type AdminScenario = {
  name: string;
  connections: number;
  path: (i: number) => string;
  target: string;
};
export const adminScenarios: AdminScenario[] = [];
