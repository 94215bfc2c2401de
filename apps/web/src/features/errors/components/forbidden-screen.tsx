import { MESSAGES } from '@lodestar/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

/** The router keeps its own history index; 0 means this app has no earlier page in this tab. */
function hasEarlierPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** 403 (spec 3 §2.13): 'Access Denied' with Go Back. */
export function ForbiddenScreen() {
  const navigate = useNavigate();
  const goBack = () => void (hasEarlierPage() ? navigate(-1) : navigate('/'));
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          403
        </Text>
        <Title order={1}>{MESSAGES.forbidden}</Title>
        <Button onClick={goBack}>Go Back</Button>
      </Stack>
    </Center>
  );
}
