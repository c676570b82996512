import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** class-validator rule: the value equals the object's `other` property (e.g. confirm_password = password). */
export function MatchesField(other: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesField',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[other],
      },
    });
}
