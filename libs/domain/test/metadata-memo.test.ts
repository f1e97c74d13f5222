import assert from 'node:assert/strict';

import { getMetadataStorage, IsInt, IsString, MetadataStorage, validateSync } from 'class-validator';

import { CATALOGUE, validateInput } from '../src';
import { memoizeValidationMetadata } from '../src/validation/metadata-memo';

/** Every class class-validator has decorators for: the operations' inputs and what they nest. */
function decoratedClasses(storage: MetadataStorage): Function[] {
  return [...(storage as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys()].filter(
    (target): target is Function => typeof target === 'function',
  );
}

describe('class-validator answering from a memo', () => {
  const storage = getMetadataStorage();

  beforeAll(() => {
    // Loading the catalogue loaded validate-input, which installed the memo.
    assert.ok(CATALOGUE.length > 0);
  });

  it('finds for every decorated class the decorators class-validator itself finds, on every call', () => {
    const classes = decoratedClasses(storage);
    assert.ok(classes.length > 50, `only ${classes.length} decorated classes`);
    for (const target of classes) {
      for (const [always, groups] of [
        [false, undefined],
        [true, undefined],
        [false, ['other']],
      ] as const) {
        const unmemoized = MetadataStorage.prototype.getTargetValidationMetadatas.call(storage, target, '', always, false, groups ? [...groups] : undefined);
        const first = storage.getTargetValidationMetadatas(target, '', always, false, groups ? [...groups] : undefined);
        assert.deepEqual(first, unmemoized, target.name);
        assert.equal(storage.getTargetValidationMetadatas(target, '', always, false, groups ? [...groups] : undefined), first);
        assert.deepEqual(storage.groupByPropertyName(first), MetadataStorage.prototype.groupByPropertyName.call(storage, first));
      }
    }
  });

  it('sees a decorator registered after a class was validated', () => {
    class LateRule {
      @IsString()
      value!: unknown;
    }
    const instance = Object.assign(new LateRule(), { value: 'text' });
    assert.deepEqual(validateSync(instance), []);
    IsInt()(LateRule.prototype, 'value');
    assert.deepEqual(
      validateSync(instance).map((error) => Object.keys(error.constraints ?? {})),
      [['isInt']],
    );
  });

  it('is installed once however often it is asked for', () => {
    const memoized = storage.getTargetValidationMetadatas;
    memoizeValidationMetadata(storage);
    assert.equal(storage.getTargetValidationMetadatas, memoized);
    assert.notEqual(memoized, MetadataStorage.prototype.getTargetValidationMetadatas);
  });

  it('leaves validation refusing what it refused: a create with a wrong field names it', () => {
    const createReservation = CATALOGUE.find((operation) => operation.name === 'reservations.create');
    assert.ok(createReservation);
    assert.throws(() => validateInput(createReservation.input, { unitId: 5 }), /unitId/);
  });
});
