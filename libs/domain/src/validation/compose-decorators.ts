/** A decorator of a DTO field (class-validator's, class-transformer's and JSONSchema all fit). */
export type FieldDecorator = (target: object, propertyKey: string) => void;

/**
 * One decorator made of several, so that a field declared by a create and an update operation is
 * described and checked once (the update adds `@IsOptional()`).
 */
export function allOf(...decorators: FieldDecorator[]): FieldDecorator {
  return (target, propertyKey) => {
    for (const decorator of decorators) decorator(target, propertyKey);
  };
}
