import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';

type PublicLinkNotFoundProps = {
  /** Why a person may have landed here, and what to do about it. */
  hint: string;
} & (
  | {
      /** What the link was meant to open, in a few words: 'shipment', 'order', 'report'. */
      thing: string;
      title?: never;
    }
  | {
      /** The heading in the spec's own words, where the spec gives them ('This report does not exist'). */
      title: string;
      thing?: never;
    }
);

/**
 * A public link (shared with people who may never have signed in) that names nothing we can show: the brand, a
 * plain message and a way home, instead of a bare heading (issue 15). Shared by every public link page.
 */
export function PublicLinkNotFound({ thing, title, hint }: PublicLinkNotFoundProps) {
  return (
    <Center mih="70dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={460} w="100%">
        <Stack align="center" gap="md" ta="center" role="status">
          <BrandLogo height={40} />
          <Title order={1} size="h3">
            {title ?? `This ${thing} link was not found`}
          </Title>
          <Text c="dimmed">{hint}</Text>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
