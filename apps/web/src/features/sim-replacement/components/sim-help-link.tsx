import { HELP } from '@lodestar/contracts';
import { Anchor, Button } from '@mantine/core';

/** Support's address: we have no knowledge base, so help about a SIM swap is a mail to support (as 'Get Help'). */
export const SIM_HELP_MAIL = `mailto:${HELP.email}?subject=${encodeURIComponent('SIM replacement')}`;

/** 'Need help? Contact us!' under every step of the dialog (spec 3 §2.11). */
export function SimHelpLink({ label }: { label: string }) {
  return (
    <Anchor href={SIM_HELP_MAIL} size="sm">
      {label}
    </Anchor>
  );
}

/** The error panel's 'I need help', a button-looking link beside 'Try Again'. */
export function SimHelpButton({ label }: { label: string }) {
  return (
    <Button component="a" href={SIM_HELP_MAIL} variant="default">
      {label}
    </Button>
  );
}
