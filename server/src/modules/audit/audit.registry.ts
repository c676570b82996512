import type { AuthUser } from '../../common/auth/current-user.decorator.js';

/** What the audit interceptor knows about one call: its arguments, its result, and the caller. */
export interface AuditCall {
  /** GraphQL arguments (`{ id, input }`), or for REST `{ ...params, input: body }`. */
  args: Record<string, any>;
  /** The handler's return value (undefined before the call). */
  result?: any;
  caller: AuthUser;
}

/**
 * How to find the entity a mutation changes: the collection it lives in and a filter that selects it,
 * from the arguments (read before and after the call) or, for a creation, from the result (read after).
 */
export interface AuditTarget {
  collection: string;
  /** A filter selecting the one document, or undefined when it is not known yet (a creation, before the call). */
  find(call: AuditCall): { filter: Record<string, unknown>; id: string } | undefined;
  /** Only these fields are read and compared (an entity whose other fields are personal data the log must not copy). */
  fields?: readonly string[];
}

const byId = (id: unknown) => (typeof id === 'string' && id ? { filter: { _id: id }, id } : undefined);
/** The entity whose id is the argument `name`. */
const arg = (collection: string, name = 'id'): AuditTarget => ({ collection, find: (c) => byId(c.args[name]) });
/** The entity whose id is `input.<name>`. */
const inputArg = (collection: string, name: string): AuditTarget => ({ collection, find: (c) => byId(c.args.input?.[name]) });
/** A creation: the new entity's id is the result's `id` (or `data.id` for a REST `{ message, data }` body). */
const created = (collection: string): AuditTarget => ({ collection, find: (c) => byId(c.result?.id ?? c.result?.data?.id) });
/** A closed day of the kitchen, found by its date (`input.date` or `date`, YYYY-MM-DD): one per day. */
const closedDay: AuditTarget = {
  collection: 'kitchenholidays',
  find: (c) => {
    const date: unknown = c.args.input?.date ?? c.args.date;
    return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { filter: { day: new Date(`${date}T00:00:00Z`) }, id: date }
      : undefined;
  },
};
/** The caller's own account (profile changes made by staff). */
const self: AuditTarget = { collection: 'users', find: (c) => byId(c.caller.id) };

/**
 * Entity readers of the staff mutations, by handler (`Class.method`, the same for GraphQL resolvers
 * and REST controllers). A staff mutation missing here is still logged (who, action, when, IP) but
 * without entity and field changes; the audit integration test fails when a staff-only mutation is
 * missing, so a new one must be added.
 */
export const AUDIT_TARGETS: Record<string, AuditTarget> = {
  'AdminsResolver.createAdmin': created('users'),
  'AdminsResolver.setAdminActive': arg('users'),
  'AmbassadorsResolver.setAmbassadorStatus': arg('ambassadors'),
  'BlogsResolver.createBlog': created('blogs'),
  'BlogsResolver.updateBlog': inputArg('blogs', 'id'),
  'BlogsResolver.setBlogPublished': arg('blogs'),
  'ContactResolver.setContactHandled': arg('contactrequests'),
  'DeliveriesResolver.updateDeliveryStatus': inputArg('subscriptions', 'subscriptionId'),
  'DeliveriesResolver.updateDayDeliveryStatus': inputArg('subscriptions', 'subscriptionId'),
  'DeliverySlotsResolver.createDeliverySlot': created('delivery_slots'),
  'DeliverySlotsResolver.updateDeliverySlot': arg('delivery_slots'),
  'HolidaysResolver.addKitchenHoliday': closedDay,
  'HolidaysResolver.removeKitchenHoliday': closedDay,
  'OrdersResolver.refundOrder': inputArg('orders', 'orderId'),
  'RenewalsResolver.retryRenewal': arg('renewals', 'subscriptionId'),
  'RenewalsResolver.turnOffRenewal': arg('renewals', 'subscriptionId'),
  'DiscountCodesResolver.createDiscountCode': created('discountcodes'),
  'DiscountCodesResolver.updateDiscountCode': arg('discountcodes'),
  'DiscountCodesResolver.setDiscountCodeActive': arg('discountcodes'),
  'MealsResolver.createMeal': created('meals'),
  'MealsResolver.updateMeal': arg('meals'),
  'MealsResolver.setMealActive': arg('meals'),
  'NoticesResolver.sendNotification': created('notices'),
  'PlanPromotionsController.create': created('planpromotions'),
  'PlansResolver.createPlan': created('plans'),
  'PlansResolver.updatePlan': arg('plans'),
  'PlansResolver.setPlanActive': arg('plans'),
  'PlansResolver.setPlanMeals': arg('plans', 'planId'),
  'PlansResolver.createPlanPromotion': created('planpromotions'),
  'PlansResolver.deletePlanPromotion': arg('planpromotions'),
  'LegalResolver.publishLegalDocument': created('legaldocuments'),
  // A closure erases the name and contact details: the entry keeps only that the account was closed, never their values.
  'PersonalDataResolver.closeCustomerAccount': { collection: 'users', find: (c) => byId(c.args.id), fields: ['closedAt', 'active'] },
  'SiteContentResolver.updateHeroImages': { collection: 'sitecontents', find: () => ({ filter: { key: 'hero' }, id: 'hero' }) },
  'ProfileResolver.updateProfile': self,
  'ProfileResolver.changePassword': self,
  'ProfileResolver.updateDeliveryAddress': self,
  'ProfileResolver.setEmailPreference': self,
  'ProfileController.editProfile': self,
  'ProfileController.changePassword': self,
  'NutritionResolver.saveNutritionProfile': self,
};
