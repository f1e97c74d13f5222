import type { OAuthAccounts, OAuthRecords, ServerSecrets } from '@innkeep/domain';
import type { ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { oauthStoreProviders } from '../runtime.module';
import { RUNTIME } from '../runtime.token';
import { errorPage } from '../web/web-kit';
import { OAuthController } from './oauth.controller';
import { OAUTH_ACCOUNTS, OAUTH_RECORDS, PROVIDER_SECRETS, SERVER_SECRETS } from './oauth.tokens';
import { OAuthServer } from './oauth-server';
import { loadProviderSecrets, ProviderSecrets } from './provider-secrets';

/**
 * The OAuth 2.1 authorization server, and what the web pages take from it: the server (consent),
 * its records (the authorizations the consent page records) and the keys that sign cookies.
 */
@Module({
  controllers: [OAuthController],
  providers: [
    ...oauthStoreProviders(),
    { provide: PROVIDER_SECRETS, inject: [SERVER_SECRETS], useFactory: (secrets: ServerSecrets) => loadProviderSecrets(secrets) },
    {
      provide: OAuthServer,
      inject: [RUNTIME, OAUTH_RECORDS, OAUTH_ACCOUNTS, PROVIDER_SECRETS],
      useFactory: (runtime: ServerRuntime, records: OAuthRecords, accounts: OAuthAccounts, secrets: ProviderSecrets) =>
        OAuthServer.create({ runtime, records, accounts, secrets, errorPage }),
    },
  ],
  exports: [OAuthServer, OAUTH_RECORDS, PROVIDER_SECRETS],
})
export class OAuthModule {}
