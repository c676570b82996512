/** The invoices module's public types (the tax-document schema and repository stay private). */
export type { TaxCustomer } from './tax-document.types.js';
