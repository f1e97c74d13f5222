import { ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';
import { RUNTIME } from '../runtime.token';
import { AddressQuotaInterceptor } from './address-quota.interceptor';
import { ApiDocs } from './api-docs';
import { DiscoveryController } from './discovery.controller';
import { DOCS_ASSETS_PATH, SwaggerUiAssetsController } from './swagger-ui-assets.controller';

/** What a client reads before it has a credential: the description of the API and its docs. */
@Module({
  controllers: [DiscoveryController, SwaggerUiAssetsController],
  providers: [
    AddressQuotaInterceptor,
    { provide: ApiDocs, inject: [RUNTIME], useFactory: (runtime: ServerRuntime) => ApiDocs.build(runtime.service, DOCS_ASSETS_PATH) },
  ],
})
export class DiscoveryModule {}
