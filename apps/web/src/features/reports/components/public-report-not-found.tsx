import { REPORT_TEXTS } from '@lodestar/contracts';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';

/** An unknown or private report link (spec 1 §8, spec 2 §2): the spec's words, why it may happen, a way home. */
export function PublicReportNotFound() {
  return (
    <Center mih="70dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={460} w="100%">
        <Stack align="center" gap="md" ta="center" role="status">
          <BrandLogo height={40} />
          <Title order={1} size="h3">
            {REPORT_TEXTS.notFound}
          </Title>
          <Text c="dimmed">
            The report may no longer be shared, or the link was copied only in part. Ask the sender for a new
            link.
          </Text>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
