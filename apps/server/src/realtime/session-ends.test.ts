import { describe, expect, it } from 'vitest';
import { decodeSessionsEnded, encodeSessionsEnded, RealtimeSessions } from './session-ends.ts';

describe('session-end notifications', () => {
  it('round-trip between instances and are ignored by the instance that sent them', () => {
    const [payload] = encodeSessionsEnded('a', { sessionIds: [1, 2], userIds: [7] });
    expect(decodeSessionsEnded(payload!, 'b')).toEqual({ sessionIds: [1, 2], userIds: [7], accountIds: [] });
    expect(decodeSessionsEnded(payload!, 'a')).toBeNull();
    expect(decodeSessionsEnded('not json', 'b')).toBeNull();
  });

  it('split many ids over payloads under the NOTIFY size limit', () => {
    const sessionIds = Array.from({ length: 1_200 }, (_, i) => 2_000_000_000 + i);
    const payloads = encodeSessionsEnded('instance', { sessionIds, userIds: [1, 2, 3] });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8_000);
    const decoded = payloads.map((p) => decodeSessionsEnded(p, 'other')!);
    expect(decoded.flatMap((d) => d.sessionIds)).toEqual(sessionIds);
    expect(decoded.flatMap((d) => d.userIds)).toEqual([1, 2, 3]);
  });

  it('tell local listeners and the bridge, but remote news only the local listeners', () => {
    const sessions = new RealtimeSessions();
    const heard: unknown[] = [];
    const sent: unknown[] = [];
    sessions.onEnded((e) => heard.push(e));
    sessions.onLocal((e) => sent.push(e));
    sessions.sessionsEnded({ sessionIds: [1] });
    sessions.publishRemote({ userIds: [2] });
    sessions.sessionsEnded({});
    expect(heard).toEqual([{ sessionIds: [1] }, { userIds: [2] }]);
    expect(sent).toEqual([{ sessionIds: [1] }]);
  });
});
