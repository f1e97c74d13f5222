import { Controller, Get, Header, Inject, UseInterceptors } from '@nestjs/common';
import { ApiExcludeController, OpenAPIObject } from '@nestjs/swagger';

import { AddressQuotaInterceptor } from './address-quota.interceptor';
import { ApiDocs } from './api-docs';

/** Documents that need no credential: the OpenAPI description, its docs page, the deprecation policy. */
@Controller()
@ApiExcludeController()
@UseInterceptors(AddressQuotaInterceptor)
export class DiscoveryController {
  constructor(@Inject(ApiDocs) private readonly docs: ApiDocs) {}

  @Get('openapi.json')
  openapiDocument(): OpenAPIObject {
    return this.docs.document;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  docsPage(): string {
    return this.docs.page;
  }

  @Get('deprecation-policy')
  deprecationPolicy() {
    return {
      policy:
        'A breaking change ships as a new version (/public/v2); v1 keeps its contract. Additions within v1 are new optional fields, new routes and new enum values: ignore fields you do not know. A route being retired answers with `Deprecation: true` and a `Sunset` date at least 180 days ahead.',
      retiring: [],
    };
  }
}
