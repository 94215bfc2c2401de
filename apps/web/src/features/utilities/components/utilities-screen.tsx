import { Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { filterActions } from '../utils/filter-actions.ts';
import { ActionCard } from './action-card.tsx';
import { RecentJobs } from './recent-jobs.tsx';

/**
 * The internal admin's utilities (spec 3 §2.12, decision 0071): 'Filter Actions' over the 19 action forms, each
 * checked before it is sent and answered with its result; range and bulk actions preview, then run as jobs whose
 * progress shows in their card and under Recent jobs. One column on a phone, more as the screen allows.
 */
export function UtilitiesScreen() {
  const [filter, setFilter] = useState('');
  const actions = filterActions(filter);
  return (
    <Container size="xl" py="lg" w="100%">
      <Stack gap="md">
        <Title order={1}>Utilities</Title>
        <TextInput
          label="Filter Actions"
          placeholder="e.g. SIM"
          type="search"
          maw={420}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        {actions.length === 0 && <Text c="dimmed">No action matches “{filter.trim()}”.</Text>}
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          spacing="md"
          verticalSpacing="md"
          style={{ alignItems: 'start' }}
        >
          {actions.map((a) => (
            <ActionCard key={a.id} action={a} />
          ))}
        </SimpleGrid>
        <RecentJobs />
      </Stack>
    </Container>
  );
}
