/** Whether a comma-separated include list (`include=device,events`) names an entity. */
export const includes = (include: string | undefined, name: string): boolean =>
  (include ?? '').split(',').some((part) => part.trim() === name);
