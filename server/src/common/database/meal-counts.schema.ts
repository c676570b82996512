import { Prop, Schema } from '@nestjs/mongoose';

/**
 * Meals per day of each category, as stored in a checkout's selection and an order's package
 * snapshot (a subdocument shape shared by both schemas; spec section 9 `isCustom`).
 */
@Schema({ _id: false })
export class MealCountsDoc {
  @Prop({ required: true, min: 0 }) breakfast!: number;
  @Prop({ required: true, min: 0 }) lunch!: number;
  @Prop({ required: true, min: 0 }) dinner!: number;
  @Prop({ required: true, min: 0 }) snack!: number;
}
