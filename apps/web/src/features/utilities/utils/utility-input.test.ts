import { ICCID_MESSAGES } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  checkUtilityInput,
  chosenId,
  NOT_A_NUMBER,
  optionalText,
  REQUIRED,
  sameInput,
  serialLines,
  serverFieldErrors,
  typedNumber,
} from './utility-input.ts';

const VALID_ICCID = '89882280000000000014';

describe('form values into an action input', () => {
  it('reads typed numbers: empty is missing, words and fractions are not numbers', () => {
    expect(typedNumber('120')).toBe(120);
    expect(typedNumber(' -30 ')).toBe(-30);
    expect(typedNumber('+15')).toBe(15);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('1.5')).toBeNaN();
    expect(typedNumber('ten')).toBeNaN();
  });

  it('sends an optional box left empty as null, trimmed otherwise', () => {
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(' Van 3 ')).toBe('Van 3');
  });

  it('reads serials one per line (or separated by commas), each once', () => {
    expect(serialLines('LS1001\n LS1002 \n\nLS1001,LS1003; LS1004')).toEqual([
      'LS1001',
      'LS1002',
      'LS1003',
      'LS1004',
    ]);
    expect(serialLines('  \n ')).toEqual([]);
  });

  it("reads a picker's id", () => {
    expect(chosenId('7')).toBe(7);
    expect(chosenId(null)).toBeUndefined();
  });

  it('tells whether a preview still describes the form', () => {
    expect(sameInput({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(sameInput({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe("checking an input with the action's schema", () => {
  it('passes a good input on, as the schema reads it (trimmed, defaults)', () => {
    expect(checkUtilityInput('get-device-messages', { serial: ' LS200001 ' })).toEqual({
      ok: true,
      input: { serial: 'LS200001', limit: 50 },
    });
  });

  it('names each missing or wrong field once, in readable words', () => {
    const check = checkUtilityInput('add-remove-minutes', { account_id: undefined, minutes: Number.NaN });
    expect(check).toEqual({ ok: false, errors: { account_id: REQUIRED, minutes: NOT_A_NUMBER } });
    expect(checkUtilityInput('add-remove-minutes', { account_id: 2, minutes: 0 })).toEqual({
      ok: false,
      errors: { minutes: 'must not be 0' },
    });
  });

  it("shows an ICCID's problem and a command's problem on their fields", () => {
    const check = checkUtilityInput('swap-sim', { serial: 'LS200001', iccid: '89882280000000000015' });
    expect(check).toEqual({ ok: false, errors: { iccid: ICCID_MESSAGES.checkDigit } });
    const command = checkUtilityInput('send-commands', {
      serial: 'LS200001',
      command: { send_via: ['data'] },
    });
    expect(command).toEqual({ ok: false, errors: { command: 'Please select a command to send' } });
  });

  it("adds the form's own problems to the schema's", () => {
    const problems = () => ({ flags: 'Set at least one flag on or off.' });
    const check = checkForm('set-flags', {}, () => ({ account_id: 3, flags: {} }), problems);
    expect(check).toEqual({ ok: false, errors: { flags: 'Set at least one flag on or off.' } });
    expect(
      checkForm(
        'reserve',
        {},
        () => ({ iccid: VALID_ICCID, account_id: 3 }),
        () => ({}),
      ),
    ).toEqual({
      ok: true,
      input: { iccid: VALID_ICCID, account_id: 3 },
    });
  });

  it("puts the server's field errors on the form's top-level fields", () => {
    expect(
      serverFieldErrors({ 'body.serial': ['is unknown'], 'command.send_via': ['bad', 'worse'], limit: [] }),
    ).toEqual({ serial: 'is unknown', command: 'bad' });
  });
});
