import { createRepositories, PublicSiteStore } from '@innkeep/persistence';
import { loadSecretsKeyOrThrow, ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { RUNTIME } from '../runtime.token';
import { SiteController } from './site.controller';
import { SITE_REPOSITORIES, SITE_STORE, SITE_TOKENS } from './site.tokens';
import { SiteFormTokens } from './site-form-token';

/** The published direct-booking websites, on the origin outside the versioned API. */
@Module({
  controllers: [SiteController],
  providers: [
    { provide: SITE_STORE, inject: [RUNTIME], useFactory: (runtime: ServerRuntime) => new PublicSiteStore(runtime.dataSource) },
    { provide: SITE_REPOSITORIES, inject: [RUNTIME], useFactory: (runtime: ServerRuntime) => createRepositories(runtime.dataSource.manager) },
    { provide: SITE_TOKENS, inject: [RUNTIME], useFactory: async (runtime: ServerRuntime) => new SiteFormTokens(await loadSecretsKeyOrThrow(runtime.config)) },
  ],
})
export class SiteModule {}
