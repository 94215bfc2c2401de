import type { ComponentProps } from 'react';
import { SplitPanes } from '../../../components/split-panes.tsx';

/** The geofence screens' frame (spec 1 §2.8): the list or form on the left, the map on the right. */
export function GeofencePanes(props: Omit<ComponentProps<typeof SplitPanes>, 'mapCue' | 'leftBodyStyle'>) {
  return <SplitPanes {...props} />;
}
