import { getMetadataStorage, MetadataStorage } from 'class-validator';

type ValidationMetadatas = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;
type Grouped = ReturnType<MetadataStorage['groupByPropertyName']>;

const MEMOIZED = Symbol('innkeep.validationMetadataMemo');

/**
 * class-validator works out which decorators apply to a class on every validation, of every
 * nested object: it filters the class's metadata and walks every decorated class of the
 * application to find its ancestors, then groups the result by property. For a create that was
 * about a twentieth of all the API allocated (some 10 of 197 kB, sampled), garbage that sets the
 * pace of its young-generation collections. The answer only changes when decorators register,
 * which they do as classes load, so the storage answers from a memo that every registration
 * clears. The executor reads the arrays and groups it is given and never changes them.
 */
export function memoizeValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  const patched = storage as MetadataStorage & { [MEMOIZED]?: true };
  if (patched[MEMOIZED]) return;
  patched[MEMOIZED] = true;
  let byTarget = new Map<unknown, Map<string, ValidationMetadatas>>();
  let grouped = new WeakMap<ValidationMetadatas, Grouped>();
  const forget = () => {
    byTarget = new Map();
    grouped = new WeakMap();
  };
  const getTargetValidationMetadatas = storage.getTargetValidationMetadatas.bind(storage);
  const groupByPropertyName = storage.groupByPropertyName.bind(storage);
  const addValidationMetadata = storage.addValidationMetadata.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}\u0000${groups?.length ?? -1}`;
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    let metadatas = forTarget.get(key);
    if (!metadatas) forTarget.set(key, (metadatas = getTargetValidationMetadatas(target, schema, always, strictGroups, groups)));
    return metadatas;
  };
  storage.groupByPropertyName = (metadatas) => {
    let groups = grouped.get(metadatas);
    if (!groups) grouped.set(metadatas, (groups = groupByPropertyName(metadatas)));
    return groups;
  };
  // addValidationSchema registers through addValidationMetadata.
  storage.addValidationMetadata = (metadata) => {
    forget();
    addValidationMetadata(metadata);
  };
}
