import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { CleanLabels } from './transforms.js';

/**
 * A list of short labels (a meal's allergens and tags, a post's tags): cleaned by {@link CleanLabels},
 * then at most `maxItems` texts of at most `maxLength` characters each. `plural` and `single` name
 * them in the messages: '`plural` must be a list', 'At most `maxItems` `plural` (lower-case)',
 * 'Each `single` must be text', 'Each `single` must be at most `maxLength` characters'.
 */
export function LabelList(plural: string, single: string, maxItems: number, maxLength: number) {
  // applyDecorators applies in array order; stacked decorators apply bottom-up: this is the stacked order.
  return applyDecorators(
    MaxLength(maxLength, { each: true, message: `Each ${single} must be at most ${maxLength} characters` }),
    IsString({ each: true, message: `Each ${single} must be text` }),
    ArrayMaxSize(maxItems, { message: `At most ${maxItems} ${plural.toLowerCase()}` }),
    IsArray({ message: `${plural} must be a list` }),
    CleanLabels(),
  );
}
