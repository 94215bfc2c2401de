import { postToCheckedTarget, type CheckedAnswer } from '../webhook/checked-post.ts';
import type { ResolvedTarget } from '../webhook/ssrf-guard.ts';

/** The push service's answer: its status and the start of its body, for a failure's reason. */
export type PushAnswer = CheckedAnswer;

/** POSTs an encrypted push message to a push service; rejects on a connection error or after `timeoutMs`. */
export function postToPushService(
  target: ResolvedTarget,
  headers: Record<string, string | number>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<PushAnswer> {
  return postToCheckedTarget(
    target,
    headers,
    body,
    timeoutMs,
    `the push service did not answer within ${timeoutMs / 1000} s`,
  );
}
