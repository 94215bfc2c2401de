import { pathTo, TIMING, type RouteName } from '@lodestar/contracts';
import { Box, Button, Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import classes from './route-tabs.module.css';

export interface RouteTab {
  label: string;
  view: RouteName;
  /** Views inside this tab that keep it chosen (a subscription inside Subscriptions). */
  alsoFor?: readonly RouteName[];
}

/** The tab of `current`: its own view, or one of the views it also stands for. */
export function chosenTab(tabs: readonly RouteTab[], current: RouteName | undefined): RouteTab | undefined {
  return tabs.find(
    (tab) => tab.view === current || (current !== undefined && tab.alsoFor?.includes(current)),
  );
}

/**
 * A section's tabs, each a link to its route (spec 3 §2.4). On small screens they become a dropdown that closes
 * 500 ms after a choice (spec 3 §9), so the user sees what they picked before it folds away.
 */
export function RouteTabs({
  tabs,
  current,
  label,
}: {
  tabs: readonly RouteTab[];
  current?: RouteName;
  label: string;
}) {
  const chosen = chosenTab(tabs, current);
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  const choose = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setOpen(false), TIMING.tabDropdownClose);
  };

  return (
    <>
      <Box component="nav" aria-label={label} className={classes.bar} visibleFrom="sm">
        {tabs.map((tab) => (
          <Link
            key={tab.view}
            to={pathTo(tab.view)}
            className={classes.tab}
            aria-current={tab === chosen ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </Box>
      <Box hiddenFrom="sm">
        <Menu
          opened={open}
          onChange={setOpen}
          closeOnItemClick={false}
          position="bottom-start"
          width="target"
        >
          <Menu.Target>
            <Button
              variant="default"
              fullWidth
              justify="space-between"
              aria-label={`${label}: ${chosen?.label ?? ''}`}
            >
              {chosen?.label ?? label} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {tabs.map((tab) => (
              <Menu.Item
                key={tab.view}
                component={Link}
                to={pathTo(tab.view)}
                onClick={choose}
                aria-current={tab === chosen ? 'page' : undefined}
                fw={tab === chosen ? 700 : undefined}
              >
                {tab.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}
