import { pathTo, REPORT_TEXTS, TIMING } from '@lodestar/contracts';
import { Anchor, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { copyLink } from '../utils/copy-link.ts';

/** A shared report's address on this site: /reports/view/{uuid} (spec 2 §2). */
export function publicReportUrl(uuid: string, origin: string = window.location.origin): string {
  return `${origin}${pathTo('ReportViewView', { uuid })}`;
}

/** The public link of a public report and its Copy button ('Copied!' for 2 s, a toast for 800 ms). */
export function ReportPublicLink({ uuid, compact = false }: { uuid: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const url = publicReportUrl(uuid);

  const copy = () =>
    copyLink(url, {
      secure: window.isSecureContext,
      writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
      toast: (message, autoClose) => notifications.show({ color: 'green', message, autoClose }),
      setCopied,
      schedule: (run, ms) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(run, ms);
      },
      logError: (message) => console.error(message),
    }).catch(() =>
      notifications.show({
        color: 'red',
        message: REPORT_TEXTS.cantAction('copy'),
        autoClose: TIMING.defaultToast,
      }),
    );

  return (
    <Group gap="xs" wrap="nowrap" miw={0} maw="100%">
      <Anchor
        href={url}
        target="_blank"
        rel="noreferrer"
        size="sm"
        truncate
        maw={compact ? 220 : undefined}
        style={{ flex: 1, minWidth: 0 }}
        aria-label="Public link"
      >
        {url}
      </Anchor>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => void copy()}
        style={{ flexShrink: 0 }}
        aria-label={copied ? REPORT_TEXTS.copied : 'Copy public link'}
      >
        {copied ? REPORT_TEXTS.copied : 'Copy'}
      </Button>
    </Group>
  );
}
