/**
 * The site's legal pages (terms and conditions, privacy policy, refund and cancellation policy, delivery
 * policy), each published in versions. The value is the page's path segment (`/legal/terms`).
 */
export enum LegalKind {
  Terms = 'terms',
  Privacy = 'privacy',
  Refunds = 'refunds',
  Delivery = 'delivery',
}

/** Where a customer accepted a legal page's version. */
export enum ConsentSource {
  /** The sign-up form ("I agree to the terms and conditions and the privacy policy"). */
  SignUp = 'signup',
  /** The checkout, before the card is charged. */
  Checkout = 'checkout',
}

/** A customer's acceptance of one version of one legal page. */
export interface ConsentRecord {
  kind: LegalKind;
  version: number;
  acceptedAt: Date;
  source: ConsentSource;
}
