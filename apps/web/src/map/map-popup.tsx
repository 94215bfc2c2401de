import { CloseButton } from '@mantine/core';
import { Popup, type PopupProps } from '@vis.gl/react-maplibre';
import type { ReactNode } from 'react';

/**
 * A map popup whose close button has a name. MapLibre names its own × only when the popup's box is first built,
 * and react-maplibre adds the content (and with it a fresh, unnamed ×) after that, so screen readers heard a
 * bare "button"; this popup draws its own named close button instead.
 */
export function MapPopup({
  onClose,
  children,
  ...props
}: Omit<PopupProps, 'closeButton' | 'onClose'> & { onClose: () => void; children: ReactNode }) {
  return (
    <Popup {...props} closeButton={false} onClose={onClose}>
      <CloseButton
        size="sm"
        aria-label="Close popup"
        onClick={onClose}
        style={{ position: 'absolute', top: 2, right: 2 }}
      />
      {children}
    </Popup>
  );
}
