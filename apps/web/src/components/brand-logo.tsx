import { BRAND_NAMES as NAMES } from '@lodestar/contracts';
import { Image } from '@mantine/core';
import { bootConfig } from '../config/boot-config.ts';

/** The brand's name as users read it (the logo's alternative text). */
export const brandName = (): string => NAMES[bootConfig().brand];

/** The logo of the brand variant this host serves; `mark` is the star alone, for tight headers. */
export function BrandLogo({ height = 32, mark = false }: { height?: number; mark?: boolean }) {
  const { brand } = bootConfig();
  const file = mark ? `${brand}-favicon.svg` : `${brand}-logo.svg`;
  return <Image src={`/brand/${file}`} alt={NAMES[brand]} h={height} w="auto" fit="contain" />;
}
