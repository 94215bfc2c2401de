import { UTILITY_INPUTS, type UtilityActionId } from '@lodestar/contracts';
import type { z } from 'zod';

export const REQUIRED = 'This field is required.';
export const NOT_A_NUMBER = 'Enter a whole number.';

/** Readable messages where the contracts' schemas keep zod's default (a missing or non-numeric value). */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined || issue.input === null || issue.input === '') return REQUIRED;
  if (issue.expected === 'number') return NOT_A_NUMBER;
  return undefined;
};

export type InputCheck = { ok: true; input: unknown } | { ok: false; errors: Record<string, string> };

/**
 * Checks a form's input with the action's own schema (the one the server checks it with) before it is sent. The
 * errors are keyed by the input's top-level field (a command's or the flags' inner problems show on that field),
 * the first problem of each.
 */
export function checkUtilityInput(action: UtilityActionId, input: unknown): InputCheck {
  const result = UTILITY_INPUTS[action].safeParse(input, { error: errorMap });
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A text box's value for an optional field: null when left empty. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A number typed in a text box: undefined when empty (so it reads 'required'), NaN when not a whole number. */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/^\+/, '');
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Serials typed one per line (commas and spaces also separate them), each once, in the order typed. */
export function serialLines(text: string): string[] {
  const serials = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(serials)];
}

/** Whether two inputs are the same, so a preview still describes what Run would send. */
export function sameInput(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The server's field errors (422) under the form's fields: its keys may name the body ('body.serial') or a
 * nested field ('command.send_via'); the form shows each on its top-level field.
 */
export function serverFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/^body[./]/, '').split(/[./[]/)[0] ?? key;
    if (messages[0]) result[field] ??= messages[0];
  }
  return result;
}

/** A picker's chosen id (held as text by the select): undefined when none is chosen. */
export function chosenId(value: string | null): number | undefined {
  return value === null || value === '' ? undefined : Number(value);
}

/** A form's check before sending: the action's schema, and the form's own problems on top. */
export function checkForm<V>(
  action: UtilityActionId,
  values: V,
  toInput: (values: V) => unknown,
  problems?: (values: V) => Record<string, string>,
): InputCheck {
  const check = checkUtilityInput(action, toInput(values));
  const own = problems?.(values) ?? {};
  if (Object.keys(own).length === 0) return check;
  return { ok: false, errors: { ...own, ...(check.ok ? {} : check.errors) } };
}
