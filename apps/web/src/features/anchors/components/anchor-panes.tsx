import type { ComponentProps } from 'react';
import { SplitPanes } from '../../../components/split-panes.tsx';

/** The anchor screens' frame (spec 1 §2.8): the list or the wizard on the left (padded), the map on the right. */
export function AnchorPanes(props: Omit<ComponentProps<typeof SplitPanes>, 'defaultSide' | 'scrollLeft'>) {
  return <SplitPanes minHeight={480} leftBodyStyle={{ padding: '12px 16px' }} {...props} />;
}
