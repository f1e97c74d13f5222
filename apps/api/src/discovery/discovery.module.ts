import { Module } from '@nestjs/common';

import { AddressQuotaInterceptor } from './address-quota.interceptor';
import { AgentDocsController } from './agent-docs.controller';
import { ApiDocs } from './api-docs';
import { DiscoveryController } from './discovery.controller';
import { SwaggerUiAssetsController } from './swagger-ui-assets.controller';

/** What a client reads before it has a credential: the description of the API, its docs, /llms.txt. */
@Module({
  controllers: [DiscoveryController, SwaggerUiAssetsController, AgentDocsController],
  providers: [AddressQuotaInterceptor, ApiDocs],
})
export class DiscoveryModule {}
