import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Where a lazily loaded map waits for its chunk: a spinner filling the map's place. */
export function MapSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader aria-label="Loading map" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
