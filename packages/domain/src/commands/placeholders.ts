import { COMMAND_ARGUMENT_FORBIDDEN, COMMAND_LIMITS, COMMAND_TEXTS } from '@lodestar/contracts';

/** __NAME__ with NAME made of letters and digits, words joined by single underscores (__SPEED_KMH__). */
const PLACEHOLDER = /__([A-Za-z0-9]+(?:_[A-Za-z0-9]+)*)__/g;

/** Control characters (line breaks included) end a command on most trackers, so no value may carry them. */
const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The placeholder names of a command text, in order of first appearance and without repeats:
 * 'timer,__MINUTES__#' gives ['MINUTES'].
 */
export function commandArguments(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Why one argument value cannot go into a command, or null when it can. */
export function argumentError(name: string, value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return COMMAND_TEXTS.missingArgument(name);
  if (trimmed.length > COMMAND_LIMITS.argumentMax || hasControlCharacter(trimmed))
    return COMMAND_TEXTS.badArgument(name);
  for (const c of COMMAND_ARGUMENT_FORBIDDEN) if (trimmed.includes(c)) return COMMAND_TEXTS.badArgument(name);
  return null;
}

/** The outcome of filling a command's placeholders: the text to send, or messages keyed `arguments.NAME`. */
export type FilledCommand = { ok: true; text: string } | { ok: false; errors: Record<string, string[]> };

/**
 * Replaces every __NAME__ of a catalogue command with its trimmed value. Every placeholder needs a non-empty
 * value without protocol separators (see COMMAND_ARGUMENT_FORBIDDEN) or control characters, so a value can
 * neither add a second command nor shift the tracker's fields. Replacement is one pass: a value that looks like
 * a placeholder stays as typed. Values for names the command does not have are ignored.
 */
export function fillCommand(text: string, values: Readonly<Record<string, string>>): FilledCommand {
  const errors: Record<string, string[]> = {};
  for (const name of commandArguments(text)) {
    const error = argumentError(name, Object.hasOwn(values, name) ? values[name] : undefined);
    if (error) errors[`arguments.${name}`] = [error];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, text: text.replace(PLACEHOLDER, (_, name: string) => values[name]!.trim()) };
}
