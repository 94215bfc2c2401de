import { Container, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMe } from '../../../session/api/get-me.ts';
import { AccountForm } from './account-form.tsx';
import { PasswordForm } from './password-form.tsx';

/** Account Settings (spec 3 §2.5): the user's details and their password. */
export function AccountSettingsScreen() {
  const { data: me } = useMe();
  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="lg">
        <Title order={1}>Account Settings</Title>
        {me && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-form-title">
              <Title order={2} size="h3" mb="md" id="account-form-title">
                Account
              </Title>
              <AccountForm me={me} />
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-form-title">
              <Title order={2} size="h3" mb="md" id="password-form-title">
                Password
              </Title>
              <PasswordForm email={me.email} />
            </Paper>
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
