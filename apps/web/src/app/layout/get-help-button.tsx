import { HELP } from '@lodestar/contracts';
import { Button, type ButtonProps } from '@mantine/core';

const HELP_MAIL = `mailto:${HELP.email}?subject=${encodeURIComponent(HELP.subject)}`;

/** 'Get Help' of the business variant (spec 1 §1): writes to support until a chat widget is configured. */
export function GetHelpButton(props: ButtonProps) {
  return (
    <Button component="a" href={HELP_MAIL} variant="light" size="sm" {...props}>
      Get Help
    </Button>
  );
}
