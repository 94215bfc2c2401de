import { ROUTES } from '@lodestar/contracts';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../components/date-format.ts';
import { useDownloadInfo } from '../api/get-download-info.ts';
import { fileSize } from '../utils/file-size.ts';

/**
 * Where an e-mailed file's link lands (docs/decisions/0060): signed in, the user who asked for the file sees its
 * name, size and until when the link works, and downloads it; anyone else, or anyone after it expired, is told so.
 */
export function DownloadScreen() {
  const fileId = useParams().fileId ?? '';
  const info = useDownloadInfo(fileId);
  return (
    <Container size="sm" py="lg" w="100%">
      <Stack gap="lg">
        <Title order={1}>Download</Title>
        {info.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Looking for your file...</Text>
          </Group>
        ) : info.isError ? (
          <Stack gap="md" align="flex-start">
            <Alert color="red" variant="light" role="alert" w="100%">
              {messageOf(info.error, 'The file could not be found. Please try again later.')}
            </Alert>
            <Button component={Link} to={ROUTES.root} variant="default">
              Back to Home
            </Button>
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Text fw={600} style={{ wordBreak: 'break-all' }}>
                {info.data.name}
              </Text>
              <Text c="dimmed">
                {fileSize(info.data.size)} · made {formatDateTime(info.data.created_at)}
              </Text>
              <Text>The link works until {formatDateTime(info.data.expires_at)}.</Text>
              <Group>
                <Button component="a" href={`/api/downloads/${encodeURIComponent(fileId)}`} download>
                  Download
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
