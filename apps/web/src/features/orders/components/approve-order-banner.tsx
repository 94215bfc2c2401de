import { BILLING_TEXTS } from '@lodestar/contracts';
import { Anchor, Paper, Text } from '@mantine/core';

/** The id of the approve page's terms section, which the banner's Read More opens. */
export const TERMS_ID = 'order-terms';

/**
 * The approve page's banner (spec 3 §2.6): 'This order has been sent to you by:' with the sales person (or the
 * default team when the order names none) and a Read More link to the terms.
 */
export function ApproveOrderBanner({ salesPerson }: { salesPerson: string | null }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)" role="note">
      <Text size="sm">{BILLING_TEXTS.sentBy}</Text>
      <Text fw={700} size="lg">
        {salesPerson?.trim() || BILLING_TEXTS.defaultTeam}
      </Text>
      <Anchor href={`#${TERMS_ID}`} size="sm">
        Read More
      </Anchor>
    </Paper>
  );
}
