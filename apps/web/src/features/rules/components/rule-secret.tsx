import { TIMING } from '@lodestar/contracts';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/** Spec 2 §9: the 'Copied!' toast stays 800 ms; the button says Copied for 2 s. */
const COPY_TOAST_MS = 800;

/**
 * The rule's webhook signing secret with Copy (decision 0050): a receiver checks each webhook's HMAC-SHA256
 * signature header with it. On a non-secure page Copy only logs 'Connection is not secure' (spec 2 §8).
 */
export function RuleSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMING.copiedLabel);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (!window.isSecureContext || !navigator.clipboard) {
      console.error('Connection is not secure');
      return;
    }
    await navigator.clipboard.writeText(secret);
    notifications.show({ color: 'green', message: 'Copied!', autoClose: COPY_TOAST_MS });
    setCopied(true);
  };
  return (
    <Stack gap={4} maw={760} mx="auto" w="100%">
      <Text fw={600} size="sm" id="rule-secret-label">
        Webhook signing secret
      </Text>
      <Text size="xs" c="dimmed">
        Each webhook of this rule carries an X-Lodestar-Signature header, an HMAC-SHA256 made with this
        secret; check it in your receiver (see the webhook documentation).
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code aria-labelledby="rule-secret-label" style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {secret}
        </Code>
        <Button size="compact-sm" variant="light" onClick={() => void copy()} aria-label="Copy secret">
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
    </Stack>
  );
}
