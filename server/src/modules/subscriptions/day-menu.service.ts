import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { isOwnerOrStaff, isStaff } from '../../common/auth/ownership.js';
import { Clock } from '../../common/clock.js';
import type { AppConfig } from '../../common/config/config.schema.js';
import { APP_CONFIG } from '../../common/config/config.tokens.js';
import { isObjectIdString } from '../../common/database/object-id.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { parseCalendarDate } from '../../common/format/dates.js';
import { cutoffOf, menuCutoffRule } from '../../common/format/dubai-days.js';
import { Language } from '../../common/i18n/language.js';
import type { MealObject } from '../meals/dto/meal.object.js';
import { MealsService } from '../meals/meals.service.js';
import { NutritionService } from '../nutrition/nutrition.service.js';
import { PlansService } from '../plans/plans.service.js';
import { CATEGORIES } from '../pricing/pricing.rules.js';
import type { CategoryAlternatives, DayMenu, DayMenuEntry, MealChoice } from './dto/schedule.objects.js';
import { isPausedOn } from './schedule-changes.js';
import { ScheduleErrors } from './schedule.errors.js';
import { SubscriptionStatus, type Subscription } from './subscription.schema.js';
import { SubscriptionRepository } from './subscriptions.repository.js';

/** Delivery order of the categories (breakfast, lunch, dinner, snack). */
const CATEGORY_ORDER = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));
/** Grams to one decimal. */
const round1 = (x: number) => Math.round(x * 10) / 10;

/** One day of a customer's plan as the upcoming-menu and menu-change screens show it (spec /update_user_menu). */
@Injectable()
export class DayMenuService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly plans: PlansService,
    private readonly nutrition: NutritionService,
    private readonly meals: MealsService,
  ) {}

  /**
   * `dayMenu`: the day's meals with their nutrition, the day's totals, the customer's targets (from
   * their nutrition profile) and, per category of the day, the plan's active meals flagged when they
   * contain one of the customer's allergens. A day without deliveries has no entries. Meal names and
   * descriptions in `lang` (Arabic where the meal has it).
   * `known`: the subscription `id` as a write just left it (a meal swap's answer), used instead of reading it again.
   * @throws SUBSCRIPTION_NOT_FOUND, FORBIDDEN
   */
  async dayMenu(caller: AuthUser, id: string, date: string, lang: Language = Language.en, known?: Subscription): Promise<DayMenu> {
    const day = parseCalendarDate(date)!;
    // One read of the subscription (with its meals), and a customer's own profile alongside it: a
    // customer may only read their own plan, so any other answer is refused below before it is used.
    const ownProfile = isStaff(caller) ? undefined : this.nutrition.profileOf(caller.id);
    const read = known?._id.toString() === id ? known : isObjectIdString(id) ? this.subscriptions.findById(id) : null;
    const [s, early] = await Promise.all([read, ownProfile]);
    if (!s) throw ScheduleErrors.notFound();
    if (!isOwnerOrStaff(caller, s.user)) throw CommonErrors.forbidden();
    const today = s.planMeals.filter((m) => m.scheduledDate.getTime() === day.getTime());
    // The day's meals from the catalog copy (only inactive ones are read), not a populate of every planned meal.
    const [profile, plan, dayMeals] = await Promise.all([
      ownProfile ? early : this.nutrition.profileOf(s.user.toString()),
      this.plans.findActiveForDisplay(s.plan.toString(), lang),
      this.meals.forDisplay(
        today.flatMap((m) => (m.meal ? [m.meal.toString()] : [])),
        lang,
      ),
    ]);
    const avoid = profile?.allergens ?? [];
    const choice = (meal: MealObject): MealChoice => {
      const mine = meal.allergens.filter((a) => avoid.includes(a));
      return { meal, containsMyAllergens: mine.length > 0, myAllergens: mine };
    };

    const seen = new Map<string, number>();
    const entries: DayMenuEntry[] = today
      .map((m, position) => ({ m, position }))
      .sort((a, b) => CATEGORY_ORDER.get(a.m.category)! - CATEGORY_ORDER.get(b.m.category)! || a.position - b.position)
      .map(({ m }) => {
        const index = seen.get(m.category) ?? 0;
        seen.set(m.category, index + 1);
        const meal = (m.meal ? dayMeals.get(m.meal.toString()) : undefined) ?? null;
        const flags = meal ? choice(meal) : { containsMyAllergens: false, myAllergens: [] };
        return { id: m._id.toString(), category: m.category, index, meal, deliveryStatus: m.deliveryStatus, ...flags };
      });
    const meals = entries.flatMap((e) => (e.meal ? [e.meal] : []));
    const sum = (f: (m: MealObject) => number) => meals.reduce((t, m) => t + f(m), 0);
    const categories = [...new Set(entries.map((e) => e.category))];
    const alternatives: CategoryAlternatives[] = categories.map((category) => ({
      category,
      meals: (plan?.planMeals ?? []).filter((m) => m.category === category).map(choice),
    }));
    const changesCloseAt = cutoffOf(day, menuCutoffRule(this.cfg));
    return {
      subscriptionId: s._id.toString(),
      date: day,
      paused: isPausedOn(s.pauses ?? [], day),
      editable: entries.length > 0 && s.status === SubscriptionStatus.Active && this.clock.now().getTime() <= changesCloseAt.getTime(),
      changesCloseAt,
      entries,
      totals: {
        calories: Math.round(sum((m) => m.calories)),
        protein: round1(sum((m) => m.protein)),
        carbs: round1(sum((m) => m.carbs)),
        fat: round1(sum((m) => m.fat)),
      },
      target: profile
        ? {
            bmr: profile.bmr,
            maintenanceCalories: profile.maintenanceCalories,
            calories: profile.calories,
            calorieFloorApplied: profile.calorieFloorApplied,
            protein: profile.protein,
            carbs: profile.carbs,
            fat: profile.fat,
          }
        : null,
      alternatives,
    };
  }
}
