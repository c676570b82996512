import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language, RequestLanguage } from '../../common/i18n/language.js';
import { PaymentIntentPayloadObject } from '../payments/dto/payment.objects.js';
import { SelectionInput } from '../pricing/dto/selection.input.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutObject } from './dto/checkout.object.js';

@Resolver(() => CheckoutObject)
export class CheckoutResolver {
  constructor(private readonly checkouts: CheckoutService) {}

  @Mutation(() => CheckoutObject, {
    description:
      "Validates and prices a selection and stores it as the caller's open checkout (replacing an earlier open one). Errors: VALIDATION_FAILED ('A TRN is 15 digits.', field buyerTrn) and those of `quote`.",
  })
  @Roles(Role.User)
  startCheckout(
    @CurrentUser() caller: AuthUser,
    @Args('input') input: SelectionInput,
    @RequestLanguage() lang: Language,
    @Args('buyerTrn', {
      type: () => String,
      nullable: true,
      description:
        "A corporate buyer's UAE Tax Registration Number, 15 digits, printed on the tax invoice and credit notes; blank or null: none.",
    })
    buyerTrn?: string | null,
  ): Promise<CheckoutObject> {
    return this.checkouts.start(caller, input, new Date(), lang, buyerTrn ?? null);
  }

  @Query(() => CheckoutObject, { description: "One of the caller's checkouts (staff: any). Errors: CHECKOUT_NOT_FOUND." })
  @Roles(...ANY_SIGNED_IN)
  checkout(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @RequestLanguage() lang: Language,
  ): Promise<CheckoutObject> {
    return this.checkouts.findOwned(caller, id, lang);
  }

  @Mutation(() => PaymentIntentPayloadObject, {
    description:
      "A card PaymentIntent for the checkout's quote total (fils; never a browser number). `expectedTotal` (fils), when sent, must equal it. Errors: PAYMENTS_NOT_CONFIGURED, CHECKOUT_NOT_FOUND, CHECKOUT_PAID, CHECKOUT_CLOSED, CHECKOUT_EXPIRED, START_DATE_TOO_EARLY, AMOUNT_MISMATCH, DELIVERY_ADDRESS_REQUIRED ('Add a delivery address before paying.'; see `updateDeliveryAddress`), TERMS_NOT_ACCEPTED, TERMS_CHANGED, PAYMENT_PROVIDER_ERROR. With `saveCard` (default), the card is saved on the caller's Stripe Customer for automatic renewals.",
  })
  @Roles(Role.User)
  createPaymentIntent(
    @CurrentUser() caller: AuthUser,
    @Args('checkoutId', { type: () => ID }) checkoutId: string,
    @Args('expectedTotal', { type: () => Int, nullable: true }) expectedTotal?: number | null,
    @Args('acceptedTermsVersion', {
      type: () => Int,
      nullable: true,
      description:
        'The terms and conditions version the customer accepted on this checkout (`currentLegalVersions`); needed unless they accepted the version in force before (`myTermsStatus`). Recorded with the checkout.',
    })
    acceptedTermsVersion?: number | null,
    @Args('saveCard', {
      type: () => Boolean,
      nullable: true,
      defaultValue: true,
      description:
        'The customer agrees to keep this card for automatic renewals (the consent shown at checkout). Default true; false: the card is used for this payment only.',
    })
    saveCard?: boolean | null,
  ): Promise<PaymentIntentPayloadObject> {
    return this.checkouts.createPaymentIntent(
      caller,
      checkoutId,
      expectedTotal ?? null,
      acceptedTermsVersion ?? null,
      new Date(),
      saveCard !== false,
    );
  }
}
