// Prints how long one tax invoice PDF (pdfkit) and one e-mail (MJML + text) take to render, p50/p95
// over N runs after a warm-up, from the built server (`npm run build -w server` first).
// Usage: node bench/documents/run.mjs [runs=50]
import { performance } from 'node:perf_hooks';
import { linesWithVat, renderTaxInvoice } from '../../server/dist/modules/invoices/tax-document.pdf.js';
import { renderMail } from '../../server/dist/modules/notifications/templates/mail-layout.js';
import { MailTemplates } from '../../server/dist/modules/notifications/templates/mail-templates.js';

const runs = Number(process.argv[2] ?? 50);
const day = (iso) => new Date(`${iso}T00:00:00.000Z`);
const invoice = {
  supplier: { name: 'FreshFuel Kitchen LLC', address: 'Shop 4, Al Warqa 1, Dubai', trn: '100123456700003' },
  customer: { name: 'Aisha Khan', email: 'aisha@example.com', address: '1204, Marina Heights Tower, Dubai Marina, Dubai' },
  number: 'INV-000012',
  orderNumber: 'FF-261124-ABC123',
  issuedAt: day('2026-11-24'),
  suppliedAt: day('2026-11-24'),
  period: { from: day('2026-11-28'), to: day('2026-12-25') },
  lines: linesWithVat(
    [1, 2, 3, 4].map((i) => ({ description: `Meal line ${i}`, quantity: 28, unitPrice: 3000 + i, amount: 28 * (3000 + i) })),
    16_801,
    5,
  ),
  subtotal: 336_280,
  vat: 16_801,
  discount: 0,
  discountLabel: null,
  total: 353_081,
};
const mail = MailTemplates.orderConfirmation(
  { email: 'a@example.com', fullName: 'Aisha' },
  {
    orderNumber: 'FF-1',
    planName: 'Balanced',
    startDate: day('2026-11-28'),
    endDate: day('2026-12-25'),
    total: 353_081,
    invoiceNumber: 'INV-000012',
  },
  'http://localhost:3000',
);

async function measure(label, fn) {
  for (let i = 0; i < 5; i++) await fn();
  const times = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    size = await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`${label}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms over ${runs} runs (${size} bytes)`);
}

await measure('tax invoice PDF', async () => (await renderTaxInvoice(invoice)).length);
await measure('order confirmation e-mail (MJML + text)', async () => {
  const m = await renderMail(mail);
  return m.html.length + m.text.length;
});
