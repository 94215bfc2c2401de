import { SANDBOX_TEST_CARDS } from '@lodestar/contracts';
import { Alert, List, Text } from '@mantine/core';
import { PAYMENT_FORM_TEXTS } from '../payment-texts.ts';
import { formatCardNumber } from './sandbox-card-fields.ts';

/** The sandbox's test cards, so a tester (or a demo) knows what to type and what each one does. */
export function SandboxTestCardsHint() {
  return (
    <Alert variant="light" color="gray" p="xs" aria-label="Sandbox test cards">
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
    </Alert>
  );
}
