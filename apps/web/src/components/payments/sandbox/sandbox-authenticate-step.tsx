import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CardOutcome, IntentSecret } from '../card-form/card-form-handle.ts';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { authenticateSandbox } from './sandbox-outcome.ts';

/**
 * The sandbox's stand-in for a bank's 3D Secure page, shown when a payment requires_action: Complete pays, Fail
 * leaves the payment failed with the provider's message. One answer at a time.
 */
export function SandboxAuthenticateStep({
  intent,
  onOutcome,
}: {
  intent: IntentSecret;
  onOutcome: (outcome: CardOutcome) => void;
}) {
  const [busy, setBusy] = useState<'complete' | 'fail' | null>(null);
  const answer = async (outcome: 'complete' | 'fail') => {
    if (busy) return;
    setBusy(outcome);
    const result = await authenticateSandbox(intent, outcome);
    setBusy(null);
    onOutcome(result);
  };
  return (
    <Paper withBorder p="md" role="region" aria-label={PAYMENT_FORM_TEXTS.authenticateTitle}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {PAYMENT_FORM_TEXTS.authenticateTitle}
        </Title>
        <Text size="sm">{PAYMENT_FORM_TEXTS.authenticateBody}</Text>
        <Group gap="sm">
          <Button
            onClick={() => void answer('complete')}
            loading={busy === 'complete'}
            disabled={busy !== null}
          >
            {PAYMENT_FORM_TEXTS.authenticateComplete}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => void answer('fail')}
            loading={busy === 'fail'}
            disabled={busy !== null}
          >
            {PAYMENT_FORM_TEXTS.authenticateFail}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
