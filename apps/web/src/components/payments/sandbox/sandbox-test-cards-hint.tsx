import { SANDBOX_TEST_CARDS } from '@lodestar/contracts';
import { List, Paper, Text } from '@mantine/core';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { formatCardNumber } from './sandbox-card-fields.ts';

/** The sandbox's test cards, so a tester (or a demo) knows what to type and what each one does. */
export function SandboxTestCardsHint() {
  return (
    // a note, not an alert: nothing went wrong, and a screen reader need not interrupt for it
    <Paper
      withBorder
      bg="var(--mantine-color-default-hover)"
      p="xs"
      role="note"
      aria-label="Sandbox test cards"
    >
      <Text size="xs" mb={4}>
        {PAYMENT_FORM_TEXTS.sandboxHint}
      </Text>
      <List size="xs" spacing={0}>
        {SANDBOX_TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Text span size="xs" ff="monospace">
              {formatCardNumber(card.number)}
            </Text>{' '}
            — {card.description}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
