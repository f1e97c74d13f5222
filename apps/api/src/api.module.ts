import { ServerRuntime } from '@innkeep/server';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AddressQuotaInterceptor } from './discovery/address-quota.interceptor';
import { DiscoveryController } from './discovery/discovery.controller';
import { ApiExceptionFilter } from './rest/api-exception.filter';
import { RestRouter } from './rest/rest-router';
import { RUNTIME } from './runtime.token';

@Module({})
export class ApiModule {
  static forRuntime(runtime: ServerRuntime): DynamicModule {
    return {
      module: ApiModule,
      controllers: [DiscoveryController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        AddressQuotaInterceptor,
        RestRouter,
      ],
    };
  }
}
