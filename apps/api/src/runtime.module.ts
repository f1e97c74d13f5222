import { ServerRuntime } from '@innkeep/server';
import { DynamicModule, Global, Module } from '@nestjs/common';

import { RUNTIME } from './runtime.token';

/** Hands the process's ServerRuntime (database, quotas, executor) to every module of the app. */
@Global()
@Module({})
export class RuntimeModule {
  static forRuntime(runtime: ServerRuntime): DynamicModule {
    return { module: RuntimeModule, providers: [{ provide: RUNTIME, useValue: runtime }], exports: [RUNTIME] };
  }

  /** For Nest's preview mode, which resolves the providers but never instantiates them. */
  static withoutRuntime(): DynamicModule {
    const missing = () => {
      throw new Error('No ServerRuntime: this app was built to be read, not run.');
    };
    return { module: RuntimeModule, providers: [{ provide: RUNTIME, useFactory: missing }], exports: [RUNTIME] };
  }
}
