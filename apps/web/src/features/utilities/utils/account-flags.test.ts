import { describe, expect, it } from 'vitest';
import { flagsInput } from './account-flags.ts';

describe('Set Flags', () => {
  it('sends only the flags set on or off', () => {
    expect(
      flagsInput({ has_api_access: 'on', is_b2b_account: 'keep', hide_sim_replacement_banner: 'off' }),
    ).toEqual({ has_api_access: true, hide_sim_replacement_banner: false });
    expect(flagsInput({})).toEqual({});
  });
});
