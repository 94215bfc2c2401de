import type { Command } from '@lodestar/contracts';

interface Option {
  value: string;
  label: string;
}

/** Select data: commands without a category first, then each category's commands under its title. */
export type CommandOptions = (Option | { group: string; items: Option[] })[];

/** The catalogue as the command select shows it; categories are headings, never choices themselves. */
export function commandOptions(commands: readonly Command[]): CommandOptions {
  const categories = commands.filter((c) => c.is_category);
  const option = (c: Command): Option => ({ value: String(c.id), label: c.title });
  const sendable = commands.filter((c) => !c.is_category);
  const inCategory = (id: number) => sendable.filter((c) => c.parent_id === id).map(option);
  const categoryIds = new Set(categories.map((c) => c.id));
  const loose = sendable.filter((c) => c.parent_id === null || !categoryIds.has(c.parent_id)).map(option);
  const groups = categories
    .map((c) => ({ group: c.title, items: inCategory(c.id) }))
    .filter((g) => g.items.length > 0);
  return [...loose, ...groups];
}
