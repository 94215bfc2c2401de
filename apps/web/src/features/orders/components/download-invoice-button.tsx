import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadInvoicePdf, type InvoiceRef } from '../api/download-invoice-pdf.ts';

/** Download PDF: the invoice's PDF to the browser; busy while it comes, a failure only logged (spec 3 §8). */
export function DownloadInvoiceButton({ invoice }: { invoice: InvoiceRef }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadInvoicePdf(invoice);
    setBusy(false);
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      Download PDF
    </Button>
  );
}
