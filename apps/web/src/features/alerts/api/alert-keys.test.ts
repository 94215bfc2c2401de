import { describe, expect, it } from 'vitest';
import { eventQueryKeys } from '../../../api/live-events.ts';
import { alertKeys } from './alert-keys.ts';

describe('Recent Alerts cache keys', () => {
  it("sit under the account's events prefix, which the socket controller refreshes once per pushed batch", () => {
    const prefix = eventQueryKeys.accountEvents(5);
    const list = alertKeys.list(5, { page: 1, from: 'a', to: 'b' });
    expect(list.slice(0, prefix.length)).toEqual(prefix);
    expect(alertKeys.unread(5).slice(0, prefix.length)).toEqual(prefix);
  });
});
