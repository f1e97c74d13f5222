import { Module } from '@nestjs/common';
import { AddressQuotaInterceptor } from './address-quota.interceptor';
import { ApiDocs } from './api-docs';
import { DiscoveryController } from './discovery.controller';
import { SwaggerUiAssetsController } from './swagger-ui-assets.controller';

/** What a client reads before it has a credential: the description of the API and its docs. */
@Module({
  controllers: [DiscoveryController, SwaggerUiAssetsController],
  providers: [AddressQuotaInterceptor, ApiDocs],
})
export class DiscoveryModule {}
