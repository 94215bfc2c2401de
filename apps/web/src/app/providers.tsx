import { TIMING } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bootConfig } from '../config/boot-config.ts';
import { themeFor } from './theme.ts';

/** Theme, server cache, modal host, toasts and the navigation progress bar, around the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={themeFor(bootConfig().brand)}
      defaultColorScheme="light"
      // Mantine's style tags carry the page's nonce: the Content-Security-Policy allows no other inline style tag
      getStyleNonce={() => bootConfig().styleNonce ?? ''}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <NavigationProgress aria-label="Loading page" />
          <Notifications position="top-right" autoClose={TIMING.defaultToast} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
