import type { NavLink } from '@lodestar/domain';
import { Drawer } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { GetHelpButton } from './get-help-button.tsx';
import { MainNavLinks } from './main-nav-links.tsx';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  links: readonly NavLink[];
  withHelp: boolean;
}

/** The slide-out navigation of small screens; Escape, the close button or a navigation close it (spec 1 §2.3). */
export function MobileNav({ opened, onClose, links, withHelp }: MobileNavProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding="md"
      title={<BrandLogo height={26} />}
      hiddenFrom="md"
    >
      <MainNavLinks links={links} vertical />
      {withHelp && <GetHelpButton fullWidth mt="lg" />}
    </Drawer>
  );
}
