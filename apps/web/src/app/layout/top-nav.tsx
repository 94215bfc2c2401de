import { ROUTES, type Me } from '@lodestar/contracts';
import { visibleNavLinks, type AccessContext } from '@lodestar/domain';
import { Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo, brandName } from '../../components/brand-logo.tsx';
import { bootConfig } from '../../config/boot-config.ts';
import { GetHelpButton } from './get-help-button.tsx';
import { MainNavLinks } from './main-nav-links.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/** Top navigation of a signed-in user (spec 1 §2.3): logo, the links they may use, Get Help, user menu. */
export function TopNav({ me, access }: { me: Me; access: AccessContext }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const links = visibleNavLinks(access);
  const withHelp = bootConfig().brand === 'business';
  const { pathname } = useLocation();
  const closeDrawer = drawer.close;

  // the slide-out closes once a navigation has landed (spec 1 §2.2)
  useEffect(() => {
    closeDrawer();
  }, [pathname, closeDrawer]);

  return (
    <>
      <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          />
          {/* named by itself: the logo pictures inside are swapped by screen width, and hidden ones name nothing */}
          <Link
            to={ROUTES.DeviceListView}
            style={{ display: 'flex' }}
            aria-label={`${brandName()}: Trackers`}
          >
            {/* between md and lg all eight links need the room the brand name takes */}
            <Box hiddenFrom="md">
              <BrandLogo height={30} />
            </Box>
            <Box visibleFrom="md" hiddenFrom="lg">
              <BrandLogo height={30} mark />
            </Box>
            <Box visibleFrom="lg">
              <BrandLogo height={30} />
            </Box>
          </Link>
          <Box visibleFrom="md">
            <MainNavLinks links={links} />
          </Box>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {withHelp && (
            <Box visibleFrom="sm">
              <GetHelpButton />
            </Box>
          )}
          <UserMenu me={me} access={access} />
        </Group>
      </Group>
      <MobileNav opened={drawerOpened} onClose={drawer.close} links={links} withHelp={withHelp} />
    </>
  );
}
