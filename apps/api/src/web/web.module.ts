import type { Accounts, BillingProvider, OAuthRecords, WebAccounts } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { BillingModule } from '../billing/billing.module';
import { BILLING_PROVIDER } from '../billing/billing.tokens';
import { OAuthModule } from '../oauth/oauth.module';
import { OAUTH_RECORDS, PROVIDER_SECRETS } from '../oauth/oauth.tokens';
import { OAuthServer } from '../oauth/oauth-server';
import { ProviderSecrets } from '../oauth/provider-secrets';
import { webStoreProviders } from '../runtime.module';
import { RUNTIME } from '../runtime.token';
import { AssetsController } from './assets.controller';
import { AccountController } from './routes/account.controller';
import { AuthController } from './routes/auth.controller';
import { BillingController } from './routes/billing.controller';
import { CalendarController } from './routes/calendar.controller';
import { ConsentController } from './routes/consent.controller';
import { FeesAndTaxesController } from './routes/fees-and-taxes.controller';
import { InventoryController } from './routes/inventory.controller';
import { KeyController } from './routes/keys.controller';
import { MemberController } from './routes/members.controller';
import { PaymentsController } from './routes/payments.controller';
import { ReportController } from './routes/report.controller';
import { SandboxController } from './routes/sandbox.controller';
import { TaskBoardController } from './routes/task-board.controller';
import { TodayController } from './routes/today.controller';
import { WEB, WEB_ACCOUNT_RULES, WEB_ACCOUNTS, WEB_INTERFACE } from './web.tokens';
import { createWebInterface, WebInterface } from './web-interface';

/**
 * The server-rendered web pages (sign-up, sign-in, account, keys, members, consent, inventory,
 * calendar, reports, tasks, billing, payments), at the origin's root outside the versioned API.
 */
@Module({
  imports: [BillingModule, OAuthModule],
  controllers: [
    AssetsController,
    AuthController,
    AccountController,
    MemberController,
    KeyController,
    BillingController,
    PaymentsController,
    SandboxController,
    ConsentController,
    InventoryController,
    FeesAndTaxesController,
    CalendarController,
    ReportController,
    TodayController,
    TaskBoardController,
  ],
  providers: [
    ...webStoreProviders(),
    {
      provide: WEB_INTERFACE,
      inject: [RUNTIME, WEB_ACCOUNTS, WEB_ACCOUNT_RULES, OAuthServer, OAUTH_RECORDS, PROVIDER_SECRETS, BILLING_PROVIDER],
      useFactory: (
        runtime: ServerRuntime,
        accounts: WebAccounts,
        accountRules: Accounts,
        oauth: OAuthServer,
        records: OAuthRecords,
        secrets: ProviderSecrets,
        billing: BillingProvider | null,
      ): Promise<WebInterface> => createWebInterface(runtime, { accounts, accountRules }, { oauth, records, secrets }, billing ?? undefined),
    },
    { provide: WEB, inject: [WEB_INTERFACE], useFactory: (webInterface: WebInterface) => webInterface.web },
  ],
})
export class WebModule {}
