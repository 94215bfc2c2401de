import { Image } from '@mantine/core';
import { bootConfig } from '../config/boot-config.ts';

const NAMES = { business: 'Lodestar Business', consumer: 'Lodestar Family' } as const;

/** The logo of the brand variant this host serves. */
export function BrandLogo({ height = 32 }: { height?: number }) {
  const { brand } = bootConfig();
  return <Image src={`/brand/${brand}-logo.svg`} alt={NAMES[brand]} h={height} w="auto" fit="contain" />;
}
