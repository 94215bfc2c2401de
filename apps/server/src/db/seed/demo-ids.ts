/** The ids of what seedDemo creates. A leaf of its own, so the seed's parts name it without importing seed-demo.ts. */
export interface DemoIds {
  accounts: { acme: number; rivera: number };
  users: { admin: number; dispatch: number; driver: number; maria: number; ops: number };
  devices: { acme: number[]; rivera: number[]; driver: number[] };
}
