import { IcalExportStore } from '@innkeep/persistence';
import { ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { AddressQuotaInterceptor } from '../discovery/address-quota.interceptor';
import { RUNTIME } from '../runtime.token';
import { IcalExportController } from './ical-export.controller';

/** The channel-facing export feeds, outside the versioned API. */
@Module({
  controllers: [IcalExportController],
  providers: [
    AddressQuotaInterceptor,
    { provide: IcalExportStore, inject: [RUNTIME], useFactory: (runtime: ServerRuntime) => new IcalExportStore(runtime.dataSource) },
  ],
})
export class IcalExportModule {}
