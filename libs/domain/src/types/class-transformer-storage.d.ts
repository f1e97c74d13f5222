// class-transformer ships its metadata storage only as a deep CommonJS path without typings there.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
