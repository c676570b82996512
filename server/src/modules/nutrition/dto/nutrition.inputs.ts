import { Field, Float, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import {
  ActivityLevel,
  AGE_MAX,
  AGE_MIN,
  Goal,
  HEIGHT_WARNING,
  HeightUnit,
  heightWarning,
  Sex,
  WEIGHT_WARNING,
  WeightUnit,
  weightWarning,
} from '../nutrition.js';
import { Allergen } from '../../../common/allergens/allergen.js';
import { AllergenList } from '../../../common/allergens/allergen-list.js';

registerEnumType(WeightUnit, { name: 'WeightUnit', description: 'kg or lb (2.20462 lb per kg).' });
registerEnumType(HeightUnit, { name: 'HeightUnit', description: 'cm or ft (30.48 cm per ft).' });
registerEnumType(Sex, { name: 'Sex', description: 'male or female (the BMR formula differs).' });
registerEnumType(ActivityLevel, {
  name: 'ActivityLevel',
  description: 'Activity factor applied to BMR: Sedentary 1.2, Light 1.375, Moderate 1.55, Active 1.725, VeryActive 1.9.',
});
registerEnumType(Goal, { name: 'Goal', description: 'Lose (-500 kcal/day), Maintain, Gain (+300 kcal/day).' });

/** class-validator rule: a value within the limits of the unit named by the object's `unitField`. */
function WithinLimits(kind: 'weight' | 'height', unitField: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: `${kind}WithinLimits`,
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          if (typeof value !== 'number') return false;
          const unit = (args.object as Record<string, unknown>)[unitField];
          return kind === 'weight'
            ? weightWarning(value, (unit ?? WeightUnit.Kg) as WeightUnit) === null
            : heightWarning(value, (unit ?? HeightUnit.Cm) as HeightUnit) === null;
        },
      },
    });
}

const AGE_MESSAGE = `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}.`;

/** What the calculator asks (spec /collect_data_for_nutrition_calculation). */
@InputType()
export class NutritionInput {
  @Field(() => Float, { description: 'Body weight in `weightUnit`: 40-140 kg or 90-300 lb.' })
  @WithinLimits('weight', 'weightUnit', { message: WEIGHT_WARNING })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: WEIGHT_WARNING })
  weight!: number;

  @Field(() => WeightUnit, { defaultValue: WeightUnit.Kg })
  @IsEnum(WeightUnit, { message: 'Choose kg or lb.' })
  weightUnit: WeightUnit = WeightUnit.Kg;

  @Field(() => Float, { description: 'Height in `heightUnit`: 75-225 cm or 2.5-7 ft.' })
  @WithinLimits('height', 'heightUnit', { message: HEIGHT_WARNING })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: HEIGHT_WARNING })
  height!: number;

  @Field(() => HeightUnit, { defaultValue: HeightUnit.Cm })
  @IsEnum(HeightUnit, { message: 'Choose cm or ft.' })
  heightUnit: HeightUnit = HeightUnit.Cm;

  @Field(() => Int, { description: `Age in years, ${AGE_MIN}-${AGE_MAX}.` })
  @IsInt({ message: AGE_MESSAGE })
  @Min(AGE_MIN, { message: AGE_MESSAGE })
  @Max(AGE_MAX, { message: AGE_MESSAGE })
  age!: number;

  @Field(() => Sex)
  @IsEnum(Sex, { message: 'Choose male or female.' })
  sex!: Sex;

  @Field(() => ActivityLevel)
  @IsEnum(ActivityLevel, { message: 'Choose an activity level.' })
  activity!: ActivityLevel;

  @Field(() => Goal)
  @IsEnum(Goal, { message: 'Choose a goal.' })
  goal!: Goal;
}

const DISLIKE_MESSAGE = 'Each dislike must be 1 to 60 characters.';
const trimAll = () => Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

/** `saveNutritionProfile` input: the calculator's answers plus allergens and dislikes. */
@InputType()
export class SaveNutritionProfileInput extends NutritionInput {
  @Field(() => [Allergen], {
    defaultValue: [],
    description: 'Allergens to avoid, from the closed list the menu filters by (repeats removed). A value outside it: VALIDATION_FAILED.',
  })
  @AllergenList()
  allergens: Allergen[] = [];

  @Field(() => [String], { defaultValue: [], description: 'Foods the customer dislikes (free text); at most 20.' })
  @trimAll()
  @IsArray({ message: DISLIKE_MESSAGE })
  @ArrayMaxSize(20, { message: 'At most 20 dislikes.' })
  @IsString({ each: true, message: DISLIKE_MESSAGE })
  @Matches(/^\S/, { each: true, message: DISLIKE_MESSAGE })
  @MaxLength(60, { each: true, message: DISLIKE_MESSAGE })
  dislikes: string[] = [];
}
