import { ServerRuntime } from '@innkeep/server';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';

import { BillingModule } from './billing/billing.module';
import { ChannelHooksModule } from './channel-hooks/channel-hooks.module';
import { DiscoveryModule } from './discovery/discovery.module';
import { IcalExportModule } from './ical/ical-export.module';
import { OAuthModule } from './oauth/oauth.module';
import { PaymentsModule } from './payments/payments.module';
import { ApiExceptionFilter } from './rest/api-exception.filter';
import { RestModule } from './rest/rest.module';
import { RuntimeModule } from './runtime.module';
import { SiteModule } from './site/site.module';
import { WebModule } from './web/web.module';

/** The api app: the REST surface generated from the catalogue, the documents that describe it, the public sites and the web pages. */
@Module({})
export class ApiModule {
  static forRuntime(runtime: ServerRuntime): DynamicModule {
    return ApiModule.over(RuntimeModule.forRuntime(runtime));
  }

  /**
   * The same app for Nest's preview mode, which reads the controllers without running anything: the
   * committed OpenAPI document is generated from it, so it describes every route the server serves.
   */
  static withoutRuntime(): DynamicModule {
    return ApiModule.over(RuntimeModule.withoutRuntime());
  }

  private static over(runtime: DynamicModule): DynamicModule {
    return {
      module: ApiModule,
      imports: [runtime, RestModule, DiscoveryModule, IcalExportModule, ChannelHooksModule, SiteModule, BillingModule, PaymentsModule, OAuthModule, WebModule],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
