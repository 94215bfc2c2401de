import { GROUP_WIZARD_NAME_CHARS, GROUP_WIZARD_PROGRESS } from '@lodestar/contracts';

/** The wizard's modes (spec 1 §2.7): a new group, trackers added to one, or its name and trackers replaced. */
export type GroupWizardMode = 'create' | 'add' | 'swap';
export type GroupWizardStep = 1 | 2 | 3;

/**
 * The step a mode opens on. Adding trackers to a group skips the name step: the group already has its name, and
 * renaming belongs to Edit Group (decision 0034).
 */
export function firstStep(mode: GroupWizardMode): GroupWizardStep {
  return mode === 'add' ? 2 : 1;
}

/** The progress bar's value on a step: 33, 66, 100 (spec 1 §2.7). */
export function stepProgress(step: GroupWizardStep): number {
  return GROUP_WIZARD_PROGRESS[step - 1]!;
}

/** A serial or name cut to 20 characters for the wizard's list, the cut marked with an ellipsis. */
export function cutForList(text: string, max: number = GROUP_WIZARD_NAME_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Whether the trackers of a page are all, some or none of the selection (the page's select-all box). */
export function pageSelection(
  pageIds: readonly number[],
  selected: ReadonlySet<number>,
): 'all' | 'some' | 'none' {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  if (pageIds.length > 0 && chosen === pageIds.length) return 'all';
  return chosen > 0 ? 'some' : 'none';
}

/**
 * The selection with these ids added, in the order chosen (the review lists them that way); `except` (the group's
 * members, in add mode) are never added, since they are in the group already.
 */
export function withIds(
  selected: readonly number[],
  ids: readonly number[],
  except: ReadonlySet<number> = new Set(),
): number[] {
  const have = new Set(selected);
  const added = ids.filter((id) => {
    if (have.has(id) || except.has(id)) return false;
    have.add(id);
    return true;
  });
  return added.length === 0 ? [...selected] : [...selected, ...added];
}

/** The selection without these ids. */
export function withoutIds(selected: readonly number[], ids: readonly number[]): number[] {
  const drop = new Set(ids);
  return selected.filter((id) => !drop.has(id));
}

/** The ids of one page of the review (1-based), which lists the selection itself, 10 a page. */
export function reviewPage(selected: readonly number[], page: number, perPage: number): number[] {
  return selected.slice((page - 1) * perPage, page * perPage);
}

/** The last page a list of `total` items has (at least 1), so a page emptied by removals steps back. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
