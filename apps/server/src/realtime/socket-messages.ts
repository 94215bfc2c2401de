import type { RawData } from 'ws';
import { socketClientMessage } from '@lodestar/contracts';
import { HttpError } from '../http/errors.ts';
import type { SocketClient } from './socket-client.ts';
import type { SocketHub } from './socket-hub.ts';

const USAGE = 'Unknown message: send {"type":"subscribe","account_id":<id>}';

/**
 * A message from the client. subscribe chooses the one account the socket watches; a refusal is answered with
 * an error message and the socket keeps watching what it did, so a client can tell what went wrong.
 */
export async function handleClientMessage(
  hub: SocketHub,
  client: SocketClient,
  raw: RawData,
  isBinary: boolean,
) {
  let parsed: unknown;
  try {
    parsed = isBinary ? undefined : JSON.parse(raw.toString());
  } catch {
    parsed = undefined;
  }
  const message = socketClientMessage.safeParse(parsed);
  if (!message.success) return client.send({ type: 'error', message: USAGE });
  const accountId = message.data.account_id;
  try {
    hub.setWatch(client, await client.resolveWatch(accountId), accountId);
    client.send({ type: 'subscribed', account_id: accountId });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    client.send({ type: 'error', message: `Cannot watch account ${accountId}: ${err.message}` });
  }
}
