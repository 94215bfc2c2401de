/** Cache keys of the utilities page; every job lives under 'utility-jobs' so one finish reloads the list. */
export const utilityKeys = {
  jobs: ['utility-jobs'] as const,
  jobList: (page: number) => ['utility-jobs', 'list', page] as const,
  job: (id: number) => ['utility-jobs', 'one', id] as const,
  trackers: (query: string) => ['utilities', 'trackers', query] as const,
  models: ['utilities', 'models'] as const,
  commands: (modelId: number) => ['utilities', 'commands', modelId] as const,
};
