import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { userFailureText } from './user-toasts.ts';

const FALLBACK = 'An error ocurred. Please try again later.';

describe('what a failed invite or edit says (spec 3 §8)', () => {
  it("shows the server's message when it sent one, else the spec's fallback", () => {
    const refused = new ApiError(422, 'HTTP 422', 'This user is already a member of this account.');
    expect(userFailureText(refused, FALLBACK)).toBe('This user is already a member of this account.');
    expect(userFailureText(new ApiError(0, 'The server could not be reached'), FALLBACK)).toBe(FALLBACK);
    expect(userFailureText(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });

  it('uses the fallback for our own faults', () => {
    expect(userFailureText(new ApiError(500, 'HTTP 500', 'Internal Server Error'), FALLBACK)).toBe(FALLBACK);
  });
});
