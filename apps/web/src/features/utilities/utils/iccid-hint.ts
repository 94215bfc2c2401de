import { ICCID_MESSAGES, iccidProblem } from '@lodestar/contracts';

/**
 * The ICCID field's message while it is typed: nothing for an empty box (the form says 'required' on submit), a
 * wrong character at once, and the length and check digit once the number could be complete (19 digits) or the
 * field was left, so a half-typed ICCID is not called wrong.
 */
export function iccidHint(value: string, left: boolean): string | null {
  const typed = value.trim();
  if (typed === '') return null;
  const problem = iccidProblem(typed);
  if (problem === ICCID_MESSAGES.digitsOnly) return problem;
  return typed.length >= 19 || left ? problem : null;
}
