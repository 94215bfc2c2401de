import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo.tsx';

/** The card the signed-out screens share (log in, forgot, reset, create account, confirm): logo, heading, content. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="lg">
          <Center>
            <BrandLogo height={40} />
          </Center>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
