import { COMMAND_TEXTS } from '@lodestar/contracts';
import { describe, expect, it } from 'vitest';
import { commandArguments, fillCommand } from './placeholders.ts';

describe('commandArguments', () => {
  it('lists each placeholder once, in order', () => {
    expect(commandArguments('speed,__KMH__,__MINUTES__,__KMH__#')).toEqual(['KMH', 'MINUTES']);
    expect(commandArguments('alarm __SPEED_KMH__')).toEqual(['SPEED_KMH']);
  });

  it('finds none in a plain command or in malformed markers', () => {
    expect(commandArguments('getinfo')).toEqual([]);
    expect(commandArguments('a __ b __')).toEqual([]);
    expect(commandArguments('____')).toEqual([]);
  });
});

describe('fillCommand', () => {
  it('puts trimmed values in place of every placeholder', () => {
    expect(fillCommand('timer,__MINUTES__,__MINUTES__#', { MINUTES: ' 5 ' })).toEqual({
      ok: true,
      text: 'timer,5,5#',
    });
    expect(fillCommand('reboot', { EXTRA: 'x' })).toEqual({ ok: true, text: 'reboot' });
  });

  it('asks for every missing or blank value', () => {
    expect(fillCommand('speed,__KMH__,__MINUTES__#', { KMH: '  ' })).toEqual({
      ok: false,
      errors: {
        'arguments.KMH': [COMMAND_TEXTS.missingArgument('KMH')],
        'arguments.MINUTES': [COMMAND_TEXTS.missingArgument('MINUTES')],
      },
    });
  });

  it('refuses values that would add a command or shift fields', () => {
    for (const bad of [
      '5#reboot',
      '5,6',
      '5;reboot',
      '5\nreboot',
      '5\rreboot',
      '5&result=x',
      '5*',
      'a\u0000',
    ]) {
      const filled = fillCommand('timer,__MINUTES__#', { MINUTES: bad });
      expect(filled).toEqual({
        ok: false,
        errors: { 'arguments.MINUTES': [COMMAND_TEXTS.badArgument('MINUTES')] },
      });
    }
  });

  it('refuses an overlong value', () => {
    expect(fillCommand('__A__', { A: '9'.repeat(65) }).ok).toBe(false);
    expect(fillCommand('__A__', { A: '9'.repeat(64) }).ok).toBe(true);
  });

  it('does not read inherited names as values, nor expand a value that looks like a placeholder', () => {
    expect(fillCommand('__constructor__', {}).ok).toBe(false);
    expect(fillCommand('__A__ __B__', { A: '__B__', B: '1' })).toEqual({ ok: true, text: '__B__ 1' });
  });
});
