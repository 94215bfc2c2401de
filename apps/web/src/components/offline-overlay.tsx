import { MESSAGES } from '@lodestar/contracts';
import { Affix, Overlay, Paper, Text, Transition } from '@mantine/core';
import { useConnectionNotice } from '../hooks/use-connection-notice.ts';

/** Covers the app while the browser is offline, and says so briefly when the connection is back (spec 3 §2.10). */
export function OfflineOverlay() {
  const notice = useConnectionNotice();
  return (
    <>
      {notice === 'offline' && (
        <Overlay fixed blur={2} backgroundOpacity={0.45} zIndex={1000} center>
          <Paper role="alert" shadow="md" px="xl" py="md" radius="md">
            <Text fw={700} size="lg">
              {MESSAGES.offline}
            </Text>
          </Paper>
        </Overlay>
      )}
      <Affix position={{ bottom: 20, left: '50%' }} style={{ transform: 'translateX(-50%)' }} zIndex={1000}>
        <Transition mounted={notice === 'back-online'} transition="slide-up">
          {(styles) => (
            <Paper
              role="status"
              style={styles}
              bg="green.7"
              c="white"
              px="lg"
              py="xs"
              radius="xl"
              shadow="md"
            >
              <Text fw={600}>{MESSAGES.backOnline}</Text>
            </Paper>
          )}
        </Transition>
      </Affix>
    </>
  );
}
