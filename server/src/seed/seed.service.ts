import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Role } from '../common/auth/roles.decorator.js';
import { APP_CONFIG } from '../common/config/config.tokens.js';
import type { AppConfig } from '../common/config/config.schema.js';
import { hashPassword } from '../common/auth/passwords.js';
import { MealRepository } from '../modules/meals/meals.repository.js';
import { DEFAULT_DAYS_OFF, EVERY_DAY_WEEK, normaliseDeliveryWeeks, WEEK_LENGTHS } from '../modules/plans/delivery-weeks.rules.js';
import { PlanRepository } from '../modules/plans/plans.repository.js';
import { discountedPriceOf } from '../modules/plans/plan.rules.js';
import { UsersService } from '../modules/users/users.service.js';
import { SEED_MEALS, SEED_PLANS, SEED_USERS, seedPromotions } from './seed.data.js';
import { AR_MEALS, AR_PLANS, AR_PROMOTIONS } from './seed.data.ar.js';

/** `{ ar }` for a seeded item with Arabic, else nothing (the English shows). */
const arabic = <T>(ar: T | undefined) => (ar ? { translations: { ar } } : {});
import { ContentSeeder } from './content.seed.js';
import { DiscountCodesSeeder } from './discount-codes.seed.js';

/** Why the demo seed does not run in production. */
export const SEED_REFUSED_IN_PRODUCTION =
  'The demo seed does not run with NODE_ENV=production (demo accounts with a published password). Create the first staff account with create-super-admin.cli.js (docs/operations.md, "First deploy").';

/**
 * Applies the declarative seed. Idempotent: meals and plans are upserted by name,
 * promotions by name, users inserted only when their e-mail is new (existing passwords are kept).
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');
  /** Blog posts and hero images (content.seed.ts; provided by the global ContentSeedModule). */
  @Inject(ContentSeeder) private readonly content!: ContentSeeder;
  /** Demo discount codes (discount-codes.seed.ts; provided by the global DiscountCodesSeedModule). */
  @Inject(DiscountCodesSeeder) private readonly discountCodes!: DiscountCodesSeeder;

  constructor(
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
    private readonly meals: MealRepository,
    private readonly plans: PlanRepository,
    private readonly users: UsersService,
  ) {}

  /** Seeds when the database has no plans yet. @returns whether it seeded. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.plans.countPlans()) > 0) return false;
    await this.seed();
    return true;
  }

  /**
   * Upserts the demo meals, plans, promotions, accounts (with the published `DEMO_PASSWORD`), content and codes.
   * @throws Error with `NODE_ENV=production`: demo data and known passwords never go live (the first deploy
   * creates its super admin with `create-super-admin.cli.ts`).
   */
  async seed(now = new Date()): Promise<void> {
    if (this.cfg.NODE_ENV === 'production') throw new Error(SEED_REFUSED_IN_PRODUCTION);
    for (const m of SEED_MEALS) await this.meals.upsertByName({ ...m, active: true, ...arabic(AR_MEALS[m.name]) });
    const ids = new Map((await this.meals.findIdsByNames(SEED_MEALS.map((m) => m.name))).map((m) => [m.name, m._id]));
    const planIds = new Map<string, Awaited<ReturnType<PlanRepository['upsertPlanByName']>>>();
    for (const p of SEED_PLANS) {
      const planMeals = SEED_MEALS.filter(p.meals)
        .map((m) => ids.get(m.name)!)
        .filter(Boolean);
      const { meals: _filter, ...plan } = p;
      // Every plan but the trial is sold in weeks of 7, 6 (Sunday off) and 5 days (the UAE weekend off).
      const deliveryWeeks = normaliseDeliveryWeeks(
        p.isTrial ? [EVERY_DAY_WEEK] : WEEK_LENGTHS.map((n) => ({ deliveryDays: n, daysOff: DEFAULT_DAYS_OFF[n] })),
      );
      planIds.set(
        p.name,
        await this.plans.upsertPlanByName({ ...plan, planMeals, deliveryWeeks, active: true, ...arabic(AR_PLANS[p.name]) }),
      );
    }
    for (const promo of seedPromotions(now)) {
      const plan = SEED_PLANS.find((p) => p.name === promo.planName)!;
      const { planName, ...rest } = promo;
      await this.plans.upsertPromotionByName({
        ...rest,
        ...arabic(AR_PROMOTIONS[rest.name]),
        plan: planIds.get(planName)!,
        // As a staff-created promotion stores it, so the card's net and checkout's discount agree to the fils.
        discountedPrice: discountedPriceOf(plan.price, promo.discountPercentage),
      });
    }
    const passwordHash = await hashPassword(this.cfg.DEMO_PASSWORD);
    for (const u of SEED_USERS) {
      await this.users.upsertByEmail({ ...u, role: u.role as Role, passwordHash, emailVerified: true });
    }
    await this.content.seed(now);
    await this.discountCodes.seed(now);
    this.logger.log(`Seeded ${SEED_MEALS.length} meals, ${SEED_PLANS.length} plans, 2 promotions, ${SEED_USERS.length} accounts`);
  }
}
