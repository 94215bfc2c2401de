import type { DatabaseState } from '@lodestar/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from './live-socket.ts';
import { SocketController } from './socket-controller.ts';
import { trackingQueryKeys } from './tracking-query-keys.ts';

const ACCOUNT = 5;

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send() {}
  close() {}
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let socket: FakeSocket;
let queryClient: QueryClient;
let controller: SocketController;
let states: DatabaseState[];

beforeEach(() => {
  states = [];
  queryClient = new QueryClient();
  controller = new SocketController(queryClient, ACCOUNT, {
    url: 'ws://test/api/socket',
    createSocket: () => (socket = new FakeSocket()),
    onDatabaseState: (state) => states.push(state),
  });
  controller.start();
  socket.onopen?.({});
  socket.receive({ type: 'subscribed', account_id: ACCOUNT });
});

afterEach(() => controller.stop());

describe('socket controller: the server database', () => {
  it('passes on that the database went away and came back', () => {
    socket.receive({ type: 'service', database: 'unavailable' });
    socket.receive({ type: 'service', database: 'available' });
    // the subscription itself says the database answers (the server needed it to confirm the account)
    expect(states).toEqual(['available', 'unavailable', 'available']);
  });

  it('asks again for the tracking views and for the calls that failed meanwhile once the database is back', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    socket.receive({ type: 'service', database: 'unavailable' });
    expect(invalidate).not.toHaveBeenCalled();
    socket.receive({ type: 'service', database: 'available' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey).filter(Boolean);
    expect(keys).toEqual(
      expect.arrayContaining([
        trackingQueryKeys.deviceLists(ACCOUNT),
        trackingQueryKeys.currentPositions(ACCOUNT),
      ]),
    );
    const failedOnly = invalidate.mock.calls.find(([filters]) => filters?.predicate)?.[0]?.predicate;
    expect(failedOnly).toBeDefined();
  });

  it('ignores a service message it does not understand', () => {
    socket.receive({ type: 'service', database: 'sleepy' });
    socket.receive({ type: 'service' });
    expect(states).toEqual(['available']);
  });
});
