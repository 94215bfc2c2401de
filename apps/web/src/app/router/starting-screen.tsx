import { Center, Loader } from '@mantine/core';

/** Shown while the first page's guard and data load. */
export function StartingScreen() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
