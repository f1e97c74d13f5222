import type {
  Accounts,
  BillingEvents,
  HookConnections,
  IcalExportFeeds,
  OAuthAccounts,
  OAuthRecords,
  PublicSites,
  Repositories,
  ServerSecrets,
  SiteHolds,
  UnitOfWork,
  WebAccounts,
} from '@innkeep/domain';
import {
  BillingEventStore,
  ConnectorHookStore,
  createAccounts,
  createRepositories,
  IcalExportStore,
  OAuthRecordStore,
  PublicSiteStore,
  SecretsCipher,
  ServerSecretStore,
  SiteHoldStore,
  TypeormUnitOfWork,
  WebAccountStore,
} from '@innkeep/persistence';
import { loadSecretsKeyOrThrow, ServerRuntime } from '@innkeep/server';
import { DynamicModule, Global, Module, Provider } from '@nestjs/common';

import { BILLING_EVENTS } from './billing/billing.tokens';
import { HOOK_CONNECTIONS, HOOK_UNIT_OF_WORK } from './channel-hooks/channel-hooks.tokens';
import { ICAL_EXPORT_FEEDS } from './ical/ical-export.tokens';
import { OAUTH_ACCOUNTS, OAUTH_RECORDS, SERVER_SECRETS } from './oauth/oauth.tokens';
import { RUNTIME } from './runtime.token';
import { SITE_HOLDS, SITE_REPOSITORIES, SITE_STORE } from './site/site.tokens';
import { WEB_ACCOUNT_RULES, WEB_ACCOUNTS } from './web/web.tokens';

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

// The api's composition root: the one file of the app that builds stores. Each module lists the
// providers below among its own and injects the domain's ports they give, so no other file of the
// app knows persistence. Built from the runtime when a module is instantiated, never in preview.

/** What the public sites read: the published sites, the repositories their pages read, the website holds. */
export function siteStoreProviders(): Provider[] {
  return [
    { provide: SITE_STORE, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): PublicSites => new PublicSiteStore(runtime.dataSource) },
    { provide: SITE_REPOSITORIES, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): Repositories => createRepositories(runtime.dataSource.manager) },
    { provide: SITE_HOLDS, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): SiteHolds => new SiteHoldStore(runtime.dataSource) },
  ];
}

/** The export feeds channels pull. */
export function icalExportStoreProviders(): Provider[] {
  return [{ provide: ICAL_EXPORT_FEEDS, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): IcalExportFeeds => new IcalExportStore(runtime.dataSource) }];
}

/** What the web pages keep of accounts (passwords, sessions, the lists they show), and the account rules over their store. */
export function webStoreProviders(): Provider[] {
  return [
    { provide: WEB_ACCOUNTS, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): WebAccounts => new WebAccountStore(runtime.dataSource) },
    { provide: WEB_ACCOUNT_RULES, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): Accounts => createAccounts(runtime.dataSource) },
  ];
}

/** The connections a connector's message names, and the transaction it is applied in. */
export function channelHookStoreProviders(): Provider[] {
  return [
    {
      provide: HOOK_CONNECTIONS,
      inject: [RUNTIME],
      useFactory: (runtime: ServerRuntime): HookConnections => new ConnectorHookStore(runtime.dataSource, runtime.secrets),
    },
    {
      provide: HOOK_UNIT_OF_WORK,
      inject: [RUNTIME],
      useFactory: (runtime: ServerRuntime): UnitOfWork => new TypeormUnitOfWork(runtime.dataSource, { secrets: runtime.secrets }),
    },
  ];
}

/** Where the plans' payment processor's events are applied. */
export function billingStoreProviders(): Provider[] {
  return [{ provide: BILLING_EVENTS, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): BillingEvents => new BillingEventStore(runtime.dataSource) }];
}

/** What the authorization server keeps: its records, the users it issues tokens to, and the secrets it signs with (encrypted). */
export function oauthStoreProviders(): Provider[] {
  return [
    { provide: OAUTH_RECORDS, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): OAuthRecords => new OAuthRecordStore(runtime.dataSource) },
    { provide: OAUTH_ACCOUNTS, inject: [RUNTIME], useFactory: (runtime: ServerRuntime): OAuthAccounts => new WebAccountStore(runtime.dataSource) },
    {
      provide: SERVER_SECRETS,
      inject: [RUNTIME],
      useFactory: async (runtime: ServerRuntime): Promise<ServerSecrets> =>
        new ServerSecretStore(runtime.dataSource, new SecretsCipher(await loadSecretsKeyOrThrow(runtime.config))),
    },
  ];
}
