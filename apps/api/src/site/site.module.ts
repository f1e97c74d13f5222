import { loadSecretsKeyOrThrow, ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { siteStoreProviders } from '../runtime.module';
import { RUNTIME } from '../runtime.token';
import { SiteController } from './site.controller';
import { SITE_TOKENS } from './site.tokens';
import { SiteFormTokens } from './site-form-token';

/** The published direct-booking websites, on the origin outside the versioned API. */
@Module({
  controllers: [SiteController],
  providers: [
    ...siteStoreProviders(),
    { provide: SITE_TOKENS, inject: [RUNTIME], useFactory: async (runtime: ServerRuntime) => new SiteFormTokens(await loadSecretsKeyOrThrow(runtime.config)) },
  ],
})
export class SiteModule {}
