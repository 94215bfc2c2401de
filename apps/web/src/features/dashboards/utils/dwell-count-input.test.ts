import { describe, expect, it, vi } from 'vitest';
import { ApiError, CANCELLED_STATUS } from '../../../api/api-error.ts';
import { commitDwellCount, parseDwellCount } from './dwell-count-input.ts';

describe('a count typed into the dwell table', () => {
  it('asks for a number when it is not one', () => {
    for (const typed of ['a', '3d', '1e3', '0x10', 'Infinity', '-', '1,5'])
      expect(parseDwellCount(typed)).toEqual({ ok: false, message: 'Please enter a number' });
  });

  it('sends an empty box as null', () => {
    expect(parseDwellCount('')).toEqual({ ok: true, value: null });
    expect(parseDwellCount('   ')).toEqual({ ok: true, value: null });
  });

  it('takes whole numbers from 0 to 500', () => {
    expect(parseDwellCount('0')).toEqual({ ok: true, value: 0 });
    expect(parseDwellCount(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseDwellCount('500')).toEqual({ ok: true, value: 500 });
    expect(parseDwellCount('501')).toEqual({ ok: false, message: 'cannot be greater than 500' });
    expect(parseDwellCount('-1')).toEqual({ ok: false, message: 'cannot be less than 0' });
    expect(parseDwellCount('2.5')).toEqual({ ok: false, message: 'must be a whole number' });
  });
});

describe('committing an inline edit', () => {
  const edit = (send: (value: number | null) => Promise<unknown>, typed = '7') => ({
    typed,
    current: 3,
    fieldLabel: 'allowable dwell days',
    send,
  });

  it('sends a changed value and keeps it', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    expect(await commitDwellCount(edit(send))).toEqual({ kind: 'saved', value: 7 });
    expect(send).toHaveBeenCalledWith(7);
  });

  it('sends nothing for a letter, or for the value it already has', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    expect(await commitDwellCount(edit(send, 'x'))).toEqual({
      kind: 'invalid',
      message: 'Please enter a number',
    });
    expect(await commitDwellCount(edit(send, '3'))).toEqual({ kind: 'unchanged' });
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the value with null when the box is emptied', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    expect(await commitDwellCount(edit(send, ''))).toEqual({ kind: 'saved', value: null });
    expect(send).toHaveBeenCalledWith(null);
  });

  it('says the geofence is gone on 404 and restores the old value', async () => {
    const send = () => Promise.reject(new ApiError(404, 'Geofence not found.', 'Geofence not found.'));
    expect(await commitDwellCount(edit(send))).toEqual({
      kind: 'failed',
      restored: 3,
      message: 'Sorry, this geofence no longer exists',
      gone: true,
    });
  });

  it("shows the server's message on another failure, and restores the old value", async () => {
    const send = () =>
      Promise.reject(new ApiError(422, 'allowable_dwell_days: cannot be greater than 500', 'Too many days'));
    expect(await commitDwellCount(edit(send))).toEqual({
      kind: 'failed',
      restored: 3,
      message: 'Too many days',
      gone: false,
    });
  });

  it("falls back to 'Error setting {field}' when the server says nothing", async () => {
    const send = () => Promise.reject(new ApiError(500, 'Request failed with status 500'));
    const outcome = await commitDwellCount(edit(send));
    expect(outcome).toMatchObject({ message: 'Error setting allowable dwell days', restored: 3 });
    const offline = await commitDwellCount(edit(() => Promise.reject(new TypeError('fetch failed'))));
    expect(offline).toMatchObject({ message: 'Error setting allowable dwell days', restored: 3 });
  });

  it('tells nobody about a cancelled request, but still restores the old value', async () => {
    const send = () => Promise.reject(new ApiError(CANCELLED_STATUS, 'Request cancelled'));
    expect(await commitDwellCount(edit(send))).toEqual({
      kind: 'failed',
      restored: 3,
      message: null,
      gone: false,
    });
  });
});
