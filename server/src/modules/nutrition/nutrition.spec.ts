import {
  ActivityLevel,
  Goal,
  HEIGHT_WARNING,
  HeightUnit,
  Sex,
  WEIGHT_WARNING,
  WeightUnit,
  bmrMifflinStJeor,
  byCalorieCloseness,
  computeTargets,
  recommendForGoal,
  convertHeight,
  convertWeight,
  heightWarning,
  weightWarning,
} from './nutrition.js';

/** The calculator rules (spec sections 5 and 9), against hand-computed figures. */

describe('unit conversion (2.20462 lb/kg, 30.48 cm/ft, 2 decimals)', () => {
  it('converts weight both ways', () => {
    expect(convertWeight(70, WeightUnit.Kg, WeightUnit.Lb)).toBe(154.32); // 70 x 2.20462 = 154.3234
    expect(convertWeight(154.32, WeightUnit.Lb, WeightUnit.Kg)).toBe(70); // 69.99936...
    expect(convertWeight(200, WeightUnit.Lb, WeightUnit.Kg)).toBe(90.72); // 90.71858...
    expect(convertWeight(40, WeightUnit.Kg, WeightUnit.Lb)).toBe(88.18);
    expect(convertWeight(82.456, WeightUnit.Kg, WeightUnit.Kg)).toBe(82.46);
  });

  it('converts height both ways', () => {
    expect(convertHeight(5.5, HeightUnit.Ft, HeightUnit.Cm)).toBe(167.64);
    expect(convertHeight(180, HeightUnit.Cm, HeightUnit.Ft)).toBe(5.91); // 5.9055...
    expect(convertHeight(7, HeightUnit.Ft, HeightUnit.Cm)).toBe(213.36);
    expect(convertHeight(2.5, HeightUnit.Ft, HeightUnit.Cm)).toBe(76.2);
  });
});

describe('limits and warnings (verbatim)', () => {
  it('weight: 40-140 kg or 90-300 lb, inclusive', () => {
    expect(weightWarning(40, WeightUnit.Kg)).toBeNull();
    expect(weightWarning(140, WeightUnit.Kg)).toBeNull();
    expect(weightWarning(39.99, WeightUnit.Kg)).toBe(WEIGHT_WARNING);
    expect(weightWarning(140.01, WeightUnit.Kg)).toBe(WEIGHT_WARNING);
    expect(weightWarning(90, WeightUnit.Lb)).toBeNull();
    expect(weightWarning(300, WeightUnit.Lb)).toBeNull();
    expect(weightWarning(89, WeightUnit.Lb)).toBe(WEIGHT_WARNING);
    expect(weightWarning(301, WeightUnit.Lb)).toBe(WEIGHT_WARNING);
    // 50 is a weight in kg range terms only: in lb it is below 90
    expect(weightWarning(50, WeightUnit.Lb)).toBe(WEIGHT_WARNING);
    expect(weightWarning(Number.NaN, WeightUnit.Kg)).toBe(WEIGHT_WARNING);
    expect(WEIGHT_WARNING).toBe('The Weight must be in the limit of 40kg - 140kg or 90lb - 300lb');
  });

  it('height: 75-225 cm or 2.5-7 ft, inclusive', () => {
    expect(heightWarning(75, HeightUnit.Cm)).toBeNull();
    expect(heightWarning(225, HeightUnit.Cm)).toBeNull();
    expect(heightWarning(74.9, HeightUnit.Cm)).toBe(HEIGHT_WARNING);
    expect(heightWarning(226, HeightUnit.Cm)).toBe(HEIGHT_WARNING);
    expect(heightWarning(2.5, HeightUnit.Ft)).toBeNull();
    expect(heightWarning(7, HeightUnit.Ft)).toBeNull();
    expect(heightWarning(7.1, HeightUnit.Ft)).toBe(HEIGHT_WARNING);
    expect(heightWarning(180, HeightUnit.Ft)).toBe(HEIGHT_WARNING);
    expect(HEIGHT_WARNING).toBe('The height must be in the limit of 75cm - 225cm or 2.5ft - 7ft');
  });
});

describe('BMR (Mifflin-St Jeor) and targets', () => {
  it('BMR: 10 x kg + 6.25 x cm - 5 x age + 5 (men) / - 161 (women)', () => {
    expect(bmrMifflinStJeor({ weightKg: 80, heightCm: 180, age: 30, sex: Sex.Male })).toBe(1780);
    expect(bmrMifflinStJeor({ weightKg: 60, heightCm: 165, age: 40, sex: Sex.Female })).toBe(1270.25);
  });

  it('a man losing weight, moderately active', () => {
    // BMR 1780; x 1.55 = 2759; -500 = 2259; protein 1.8 x 80 = 144 g; fat 2259 x 0.25 / 9 = 62.75 -> 63 g;
    // carbs (2259 - 576 - 567) / 4 = 279 g
    expect(
      computeTargets({ weightKg: 80, heightCm: 180, age: 30, sex: Sex.Male, activity: ActivityLevel.Moderate, goal: Goal.Lose }),
    ).toEqual({ bmr: 1780, maintenanceCalories: 2759, calories: 2259, calorieFloorApplied: false, protein: 144, fat: 63, carbs: 279 });
  });

  it('a sedentary woman losing weight stops at the 1200 kcal floor', () => {
    // BMR 1270.25 -> 1270; x 1.2 = 1524.3 -> 1524; -500 = 1024 < 1200 -> 1200; protein 108 g;
    // fat 1200 x 0.25 / 9 = 33.3 -> 33 g; carbs (1200 - 432 - 297) / 4 = 117.75 -> 118 g
    expect(
      computeTargets({ weightKg: 60, heightCm: 165, age: 40, sex: Sex.Female, activity: ActivityLevel.Sedentary, goal: Goal.Lose }),
    ).toEqual({ bmr: 1270, maintenanceCalories: 1524, calories: 1200, calorieFloorApplied: true, protein: 108, fat: 33, carbs: 118 });
  });

  it('a very active man gaining: +300 and 2.0 g/kg protein; maintain uses 1.6 g/kg', () => {
    // BMR 10 x 70 + 6.25 x 175 - 5 x 25 + 5 = 1673.75; x 1.9 = 3180.125 -> 3180; +300 = 3480
    const gain = computeTargets({
      weightKg: 70,
      heightCm: 175,
      age: 25,
      sex: Sex.Male,
      activity: ActivityLevel.VeryActive,
      goal: Goal.Gain,
    });
    expect(gain).toMatchObject({ bmr: 1674, maintenanceCalories: 3180, calories: 3480, protein: 140, fat: 97 });
    expect(gain.carbs).toBe(Math.round((3480 - 140 * 4 - 97 * 9) / 4));
    const keep = computeTargets({
      weightKg: 70,
      heightCm: 175,
      age: 25,
      sex: Sex.Male,
      activity: ActivityLevel.Light,
      goal: Goal.Maintain,
    });
    // 1673.75 x 1.375 = 2301.4 -> 2301
    expect(keep).toMatchObject({ maintenanceCalories: 2301, calories: 2301, protein: 112 });
  });

  it('a man never goes below 1500 kcal', () => {
    const t = computeTargets({ weightKg: 45, heightCm: 150, age: 90, sex: Sex.Male, activity: ActivityLevel.Sedentary, goal: Goal.Lose });
    expect(t.calories).toBe(1500);
    expect(t.calorieFloorApplied).toBe(true);
  });
});

describe('helpers', () => {
  it('orders plans by closeness of their kcal per day, dropping those without a figure', () => {
    const plans = [
      { n: 'a', caloriesPerDay: 1400 },
      { n: 'b', caloriesPerDay: 2600 },
      { n: 'c', caloriesPerDay: null },
      { n: 'd', caloriesPerDay: 1800 },
      { n: 'e', caloriesPerDay: 2200 },
    ];
    expect(byCalorieCloseness(plans, 2000).map((p) => p.n)).toEqual(['d', 'e', 'a', 'b']);
  });

  describe('recommendations follow the goal', () => {
    // The seeded plans' kcal per day.
    const plans = [
      { n: 'Trial', caloriesPerDay: 1600 },
      { n: 'Balanced', caloriesPerDay: 1800 },
      { n: 'Lean & Low-Carb', caloriesPerDay: 1400 },
      { n: 'Muscle Gain', caloriesPerDay: 2600 },
      { n: 'Plant Power', caloriesPerDay: 1700 },
    ];
    // A 30-year-old man, 80 kg, 180 cm, moderately active: maintenance 2759 kcal/day.
    const body = { weightKg: 80, heightCm: 180, age: 30, sex: Sex.Male, activity: ActivityLevel.Moderate };

    it('losing weight: plans at or below the target first, the muscle-gain plan last', () => {
      const { calories } = computeTargets({ ...body, goal: Goal.Lose });
      expect(calories).toBe(2259);
      // By closeness alone Muscle Gain (341 kcal off) would lead Balanced (459 off).
      expect(byCalorieCloseness(plans, calories)[0].n).toBe('Muscle Gain');
      expect(recommendForGoal(plans, calories, Goal.Lose).map((p) => p.n)).toEqual([
        'Balanced',
        'Plant Power',
        'Trial',
        'Lean & Low-Carb',
        'Muscle Gain',
      ]);
    });

    it('gaining: plans at or above the target first; maintaining: closest first', () => {
      expect(recommendForGoal(plans, 2000, Goal.Gain).map((p) => p.n)).toEqual([
        'Muscle Gain',
        'Balanced',
        'Plant Power',
        'Trial',
        'Lean & Low-Carb',
      ]);
      expect(recommendForGoal(plans, 2000, Goal.Maintain)).toEqual(byCalorieCloseness(plans, 2000));
    });

    it('losing with every plan above the target still recommends them, closest first', () => {
      expect(recommendForGoal(plans, 1300, Goal.Lose).map((p) => p.n)).toEqual(byCalorieCloseness(plans, 1300).map((p) => p.n));
    });
  });
});
