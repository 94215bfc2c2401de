import { REPORT_EMAIL_MESSAGE, TRACKER_LIST_TEXTS } from '@lodestar/contracts';
import { Button, Loader, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../api/api-error.ts';
import { openDownloadConfirmation } from '../../../components/download-confirmation-dialog.tsx';
import { useDownloadCurrentPositions, useEmailCurrentPositions } from '../api/download-current-positions.ts';
import { useDownloadDeviceList, type DeviceListCsvParams } from '../api/download-device-list.ts';

function failed(error: unknown) {
  notifications.show({ color: 'red', message: messageOf(error, TRACKER_LIST_TEXTS.downloadFailed) });
}

interface DownloadMenuProps {
  accountId: number;
  /** The list as it is filtered now: its statuses and search. */
  listParams: DeviceListCsvParams;
}

/**
 * The toolbar's download menu (spec 1 §2.4, §7): the tracker list as CSV, every current position as CSV, or
 * the positions CSV by email. The button spins while a file is on its way and the shared download's toasts say
 * when it is ready; failures show the server's message or 'An error occurred' (spec 1 §8).
 */
export function DownloadMenu({ accountId, listParams }: DownloadMenuProps) {
  const list = useDownloadDeviceList(accountId);
  const positions = useDownloadCurrentPositions(accountId);
  const email = useEmailCurrentPositions(accountId);
  const busy = list.pending || positions.pending || email.isPending;

  const sendEmail = () =>
    email.mutate(undefined, {
      onSuccess: (answer) =>
        openDownloadConfirmation({
          title: 'Current positions',
          body: answer?.message ?? REPORT_EMAIL_MESSAGE,
        }),
      onError: failed,
    });

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          disabled={busy}
          rightSection={busy ? <Loader size={12} aria-label="Downloading" /> : null}
        >
          Download
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => list.start(listParams)}>Download list (CSV)</Menu.Item>
        <Menu.Item onClick={() => positions.start(undefined)}>Current positions (CSV)</Menu.Item>
        <Menu.Item onClick={sendEmail}>Email current positions</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
