import { ROUTES } from '@lodestar/contracts';
import type { NavLink as NavLinkRule } from '@lodestar/domain';
import { Box, Group, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './main-nav-links.module.css';

/**
 * The main navigation links, horizontal in the header or stacked in the mobile drawer. The nav landmark is
 * named "Main" and each link's name is its text, which is how users of assistive technology (and the e2e tests)
 * find them.
 */
export function MainNavLinks({
  links,
  vertical = false,
}: {
  links: readonly NavLinkRule[];
  vertical?: boolean;
}) {
  const items = links.map((link) => (
    <NavLink key={link.route} to={ROUTES[link.route]} className={classes.link}>
      {link.label}
    </NavLink>
  ));
  return (
    <Box component="nav" aria-label="Main" className={vertical ? classes.vertical : undefined}>
      {vertical ? (
        <Stack gap={2}>{items}</Stack>
      ) : (
        <Group gap={2} wrap="nowrap">
          {items}
        </Group>
      )}
    </Box>
  );
}
