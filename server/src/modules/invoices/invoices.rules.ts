/** The invoices module's public pure rules (no I/O). */
export { documentNumber } from './tax-document.pdf.js';
