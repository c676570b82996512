import { Injectable } from '@nestjs/common';
import { Language } from '../../common/i18n/language.js';
import { sortAllergens } from '../../common/allergens/allergen.js';
import { storedAllergens } from '../../common/allergens/allergen-words.js';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { PlansService } from '../plans/plans.service.js';
import { UsersService } from '../users/users.service.js';
import type { NutritionProfileRecord } from '../users/users.types.js';
import type { NutritionInput, SaveNutritionProfileInput } from './dto/nutrition.inputs.js';
import type { NutritionProfileObject, NutritionResult } from './dto/nutrition.objects.js';
import {
  computeTargets,
  convertHeight,
  convertWeight,
  HeightUnit,
  recommendForGoal,
  WeightUnit,
  type ActivityLevel,
  type Goal,
  type NutritionTargets,
  type Sex,
} from './nutrition.js';

/** Metric measurements and targets of a calculator input. */
function measure(input: NutritionInput): { weightKg: number; heightCm: number; targets: NutritionTargets } {
  const weightKg = convertWeight(input.weight, input.weightUnit, WeightUnit.Kg);
  const heightCm = convertHeight(input.height, input.heightUnit, HeightUnit.Cm);
  return {
    weightKg,
    heightCm,
    targets: computeTargets({ weightKg, heightCm, age: input.age, sex: input.sex, activity: input.activity, goal: input.goal }),
  };
}

function toProfileObject(p: NutritionProfileRecord): NutritionProfileObject {
  const body = {
    weightKg: p.weightKg,
    heightCm: p.heightCm,
    age: p.age,
    sex: p.sex as Sex,
    activity: p.activity as ActivityLevel,
    goal: p.goal as Goal,
  };
  return {
    ...body,
    allergens: storedAllergens(p.allergens),
    dislikes: p.dislikes ?? [],
    bmr: p.bmr,
    maintenanceCalories: p.maintenanceCalories,
    calories: p.calories,
    calorieFloorApplied: computeTargets(body).calorieFloorApplied,
    protein: p.protein,
    carbs: p.carbs,
    fat: p.fat,
    updatedAt: p.updatedAt,
  };
}

/** The nutrition calculator and the customer's saved profile. */
@Injectable()
export class NutritionService {
  constructor(
    private readonly users: UsersService,
    private readonly plans: PlansService,
  ) {}

  /**
   * `calculateNutrition` (public): targets for the answers, both units, and the active plans for the goal
   * (`recommendForGoal`: below the target first when losing weight, above it when gaining, then closest in
   * kcal per day; names in `lang`). Writes nothing. (Limits are checked by the input: the spec's warnings.)
   */
  async calculate(input: NutritionInput, lang: Language = Language.en): Promise<NutritionResult> {
    const { weightKg, heightCm, targets } = measure(input);
    const plans = await this.plans.listActive(lang);
    return {
      ...targets,
      weightKg,
      weightLb: convertWeight(weightKg, WeightUnit.Kg, WeightUnit.Lb),
      heightCm,
      heightFt: convertHeight(heightCm, HeightUnit.Cm, HeightUnit.Ft),
      recommendedPlans: recommendForGoal(plans, targets.calories, input.goal),
    };
  }

  /** `saveNutritionProfile`: stores the answers (metric), allergens, dislikes and targets on the caller. @throws UNAUTHENTICATED */
  async save(caller: AuthUser, input: SaveNutritionProfileInput): Promise<NutritionProfileObject> {
    const { weightKg, heightCm, targets } = measure(input);
    const { bmr, maintenanceCalories, calories, protein, carbs, fat } = targets;
    const record: NutritionProfileRecord = {
      weightKg,
      heightCm,
      age: input.age,
      sex: input.sex,
      activity: input.activity,
      goal: input.goal,
      allergens: sortAllergens(input.allergens ?? []),
      dislikes: [...new Set((input.dislikes ?? []).map((d) => d.trim()).filter(Boolean))],
      bmr,
      maintenanceCalories,
      calories,
      protein,
      carbs,
      fat,
      updatedAt: new Date(),
    };
    const user = await this.users.setNutritionProfile(caller.id, record);
    if (!user?.nutritionProfile) throw CommonErrors.unauthenticated();
    return toProfileObject(user.nutritionProfile);
  }

  /** `myNutritionProfile`: the caller's saved profile, or null. */
  async mine(caller: AuthUser): Promise<NutritionProfileObject | null> {
    return this.profileOf(caller.id);
  }

  /** A user's saved profile (for the day menu's targets and allergens), or null. */
  async profileOf(userId: string): Promise<NutritionProfileObject | null> {
    const user = await this.users.findById(userId);
    return user?.nutritionProfile ? toProfileObject(user.nutritionProfile) : null;
  }
}
