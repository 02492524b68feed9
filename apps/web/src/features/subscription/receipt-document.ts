import { formatUsd } from '@huddle/domain';
import type { RouterOutputs } from '../../lib/trpc';
import { longDate } from './subscription-format';

export type Receipt = RouterOutputs['billing']['receipts'][number];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A demo receipt as a page of its own: opened from the download, it reads and prints on its own
 * (no script, no outside style), so the church can keep or print it.
 */
export function receiptHtml(receipt: Receipt, churchName: string): string {
  const period =
    receipt.periodStart && receipt.periodEnd
      ? `${longDate(receipt.periodStart)} – ${longDate(receipt.periodEnd)}`
      : '';
  const rows: [string, string][] = [
    ['Receipt number', receipt.number],
    ['Date paid', longDate(receipt.paidAt)],
    ['Billed to', churchName],
    ['Description', receipt.description],
    ...(period ? ([['Service period', period]] as [string, string][]) : []),
    ['Amount paid', formatUsd(receipt.amountCents)],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(receipt.number)} · Huddle</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}
th{text-align:left;padding:.4rem 1rem .4rem 0;vertical-align:top}td{padding:.4rem 0}
.note{color:#555;font-size:.9rem}</style></head>
<body><h1>Huddle receipt</h1>
<p class="note">Demo billing: no card was charged for this payment.</p>
<table>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p class="note">Print this page to keep a paper copy.</p></body></html>`;
}

export const receiptFileName = (receipt: Receipt) => `huddle-receipt-${receipt.number}.html`;

/** Saves the receipt as a file through a temporary link to its contents. */
export function downloadReceipt(receipt: Receipt, churchName: string): void {
  const blob = new Blob([receiptHtml(receipt, churchName)], { type: 'text/html' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(receipt);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
