import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * The QR code Traccar Client scans: drawn here as SVG from the text the server gave, so nothing leaves the
 * browser and the Content-Security-Policy needs no image host.
 */
export function TrackerQrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, width: 200, errorCorrectionLevel: 'M' }).then(
      (markup) => current && setSvg(markup),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return null;
  // markup from the qrcode library (paths only, no script), made from our own text
  return (
    <div
      role="img"
      aria-label="QR code for Traccar Client"
      data-qr-text={text}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
