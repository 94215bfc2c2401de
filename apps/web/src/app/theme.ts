import { BREAKPOINTS } from '@lodestar/contracts';
import type { Brand } from '@lodestar/domain';
import {
  Alert,
  createTheme,
  Drawer,
  Modal,
  Notification,
  PasswordInput,
  type MantineThemeOverride,
} from '@mantine/core';

const em = (px: number) => `${px / 16}em`;

/** The Mantine theme of a brand variant: same layout, each brand with its own primary colour. */
export function themeFor(brand: Brand): MantineThemeOverride {
  return createTheme({
    primaryColor: brand === 'business' ? 'indigo' : 'teal',
    primaryShade: { light: 7, dark: 5 },
    defaultRadius: 'md',
    fontFamily:
      brand === 'business'
        ? '"Segoe UI", system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif'
        : '"Trebuchet MS", system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif',
    components: {
      // the default toggle name contains "password", which made every "Password" label ambiguous for
      // assistive technology and tests
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Toggle visibility' } },
      }),
      // Mantine's close buttons are an × with no name: every dialog, drawer and closable alert says 'Close',
      // a toast 'Close notification'
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
      // a toast's own name, so it is never confused with the Close of the dialog or wizard it appears over
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: 'Close' } }),
    },
    breakpoints: {
      xs: em(BREAKPOINTS.xs),
      sm: em(BREAKPOINTS.sm),
      md: em(BREAKPOINTS.md),
      lg: em(BREAKPOINTS.lg),
      xl: em(BREAKPOINTS.xl),
    },
  });
}
