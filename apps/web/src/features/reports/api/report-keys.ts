/**
 * Cache keys of the report screens under the account's 'reports' prefix: a write (create, public switch, delete)
 * reloads the lists and that report's details. Public pages live apart, under the uuid.
 */
export const reportKeys = {
  lists: (accountId: number) => ['accounts', accountId, 'reports', 'list'] as const,
  list: (accountId: number, page: number, perPage: number) =>
    ['accounts', accountId, 'reports', 'list', { page, perPage }] as const,
  details: (accountId: number, id: number) => ['accounts', accountId, 'reports', 'one', id] as const,
  detailsPage: (accountId: number, id: number, positionsPage: number) =>
    ['accounts', accountId, 'reports', 'one', id, 'positions', positionsPage] as const,
  /** Apart from the 'reports' prefix: a report's period never changes, so a write need not fetch its path again. */
  path: (accountId: number, id: number) => ['accounts', accountId, 'report-paths', id] as const,
  publicDetails: (uuid: string, positionsPage: number) =>
    ['public-reports', uuid, 'positions', positionsPage] as const,
  publicPath: (uuid: string) => ['public-reports', uuid, 'path'] as const,
};
