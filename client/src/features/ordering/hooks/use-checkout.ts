import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  StartCheckoutDocument,
  type SelectionInput,
  type StartCheckoutMutation,
  type StartCheckoutMutationVariables,
} from '../../../generated/graphql';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { cartVar, clearPackageInfo, hydratePackageInfo, saveCart, watchPackageInfo } from '../utils/package-store';
import { withDiscountCode } from '../utils/selection';
import type { DiscountCodeDetails } from './use-discount-code';
import { useQuote } from './use-quote';
import { useVar } from '../../../lib/store';

// Runs once when the ordering pages load: a reload of /cart or /checkout finds the tab's cart again,
// and a logout (which empties the session's copy) also empties the cart.
hydratePackageInfo();
watchPackageInfo();

type CheckoutSession = StartCheckoutMutation['startCheckout'];

/** The variables of `startCheckout` (the selection and the buyer's TRN), for the forms typed against them. */
export type StartCheckoutVariables = StartCheckoutMutationVariables;

interface CheckoutOptions {
  /** A selection being edited (memoised; null while incomplete): priced live by `quote`, debounced. */
  draft?: SelectionInput | null;
  /** Keep a server checkout (`startCheckout`) for the cart's selection: /checkout, signed in. */
  session?: boolean;
}

/** The server checkout for one selection and buyer's TRN, or the refusal of that selection. */
type SessionState =
  | { selection: SelectionInput; buyerTrn: string | null; checkout: CheckoutSession; error?: undefined }
  | { selection: SelectionInput; buyerTrn: string | null; checkout?: undefined; error: unknown };

/**
 * The one cart hook (docs/decisions/0007-ordering-and-payments.md). Holds:
 * - `cart`: the selection as a `SelectionInput` with the plan's name, promotion and price (fils), or
 *   null; `saveCart` replaces it (Continue, renewal), `removeCart` empties it;
 * - `quote`: the live server price of `draft` (see useQuote);
 * - with `session`, the server checkout of the cart's selection: `startCheckout` is sent whenever the
 *   cart's selection has no checkout yet, one request at a time (the server replaces the caller's open
 *   checkout on each call, so the last answer is the open one); `checkout` is the latest answer
 *   (dimmed while `pending`), `error` a refusal with `retry`.
 * Discount codes (spec sections 4, 5, 8): `applyCode` puts a checked code in the selection, which
 * re-prices the checkout; a code the server then refuses (expired, or a promotion started) is dropped
 * with the server's message, and DISCOUNT_NOT_APPLICABLE also sets `codesRefused`.
 * The buyer's TRN (corporate tax invoices): `setBuyerTrn` re-makes the checkout with it (or without, null);
 * it is kept for this page only, not in the cart. A TRN the server refuses is dropped with its message.
 */
export function useCheckout({ draft = null, session: withSession = false }: CheckoutOptions = {}) {
  const cart = useVar(cartVar);
  const quote = useQuote(draft);
  const [startCheckout] = useMutation(StartCheckoutDocument);
  const [state, setState] = useState<SessionState | null>(null);
  const [checked, setChecked] = useState<DiscountCodeDetails | null>(null);
  const [codesRefused, setCodesRefused] = useState(false);
  const [buyerTrn, setBuyerTrn] = useState<string | null>(null);
  // The selection whose request is in flight: at most one at a time, also under StrictMode's double effects.
  const inFlight = useRef<SelectionInput | null>(null);
  const [settledAt, setSettledAt] = useState(0);
  const selection = cart?.selection ?? null;

  useEffect(() => {
    if (!withSession || !selection || inFlight.current || (state?.selection === selection && state.buyerTrn === buyerTrn)) return;
    inFlight.current = selection;
    const trn = buyerTrn;
    startCheckout({ variables: { input: selection, buyerTrn: trn } })
      .then(({ data }) => {
        if (!data) throw new Error('Empty response from startCheckout');
        setState({ selection, buyerTrn: trn, checkout: data.startCheckout });
      })
      .catch((error: unknown) => {
        const code = errorCode(error);
        notify.error(errorMessage(error));
        if (trn && code === 'VALIDATION_FAILED' && fieldErrors(error).buyerTrn) {
          setBuyerTrn((now) => (now === trn ? null : now)); // price again without it
          return;
        }
        const current = cartVar();
        const codeRefused = code === 'DISCOUNT_CODE_INVALID' || code === 'DISCOUNT_NOT_APPLICABLE';
        if (selection.discountCode && current?.selection === selection && codeRefused) {
          // The code stopped applying: price without it.
          if (code === 'DISCOUNT_NOT_APPLICABLE') setCodesRefused(true);
          setChecked(null);
          saveCart({ ...current, selection: withDiscountCode(current.selection, null) });
          return;
        }
        setState({ selection, buyerTrn: trn, error });
      })
      .finally(() => {
        inFlight.current = null;
        setSettledAt((n) => n + 1); // look again: the cart may have changed meanwhile
      });
  }, [withSession, selection, buyerTrn, state, startCheckout, settledAt]);

  const current = state?.selection === selection && state.buyerTrn === buyerTrn ? state : null;
  const appliedCode = selection?.discountCode ?? null;
  const fromServer = current?.checkout?.quote.discountCode ?? null;

  const setCode = useCallback((details: DiscountCodeDetails | null) => {
    const now = cartVar();
    if (!now) return;
    setChecked(details);
    saveCart({ ...now, selection: withDiscountCode(now.selection, details?.code ?? null) });
  }, []);
  const applyCode = useCallback(
    (details: DiscountCodeDetails) => {
      setCode(details);
    },
    [setCode],
  );
  const removeCode = useCallback(() => {
    setCode(null);
  }, [setCode]);
  const retry = useCallback(() => {
    setState(null);
  }, []);
  const refuseCodes = useCallback(() => {
    setCodesRefused(true);
  }, []);

  return {
    cart,
    saveCart,
    removeCart: clearPackageInfo,
    quote,
    /** The latest server checkout (for the current selection unless `pending`). */
    checkout: state?.checkout ?? null,
    pending: Boolean(withSession && selection && !current),
    error: current?.error,
    retry,
    /** The code applied to the cart's selection, with its name and percentage (the server's once priced). */
    applied: appliedCode ? (fromServer ?? (checked?.code === appliedCode ? checked : null)) : null,
    applyCode,
    removeCode,
    codesRefused,
    refuseCodes,
    /** The buyer's TRN the checkout is (being) made with, or null. */
    buyerTrn,
    setBuyerTrn,
  };
}
