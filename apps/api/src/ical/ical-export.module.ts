import { Module } from '@nestjs/common';

import { AddressQuotaInterceptor } from '../discovery/address-quota.interceptor';
import { icalExportStoreProviders } from '../runtime.module';
import { IcalExportController } from './ical-export.controller';

/** The channel-facing export feeds, outside the versioned API. */
@Module({
  controllers: [IcalExportController],
  providers: [AddressQuotaInterceptor, ...icalExportStoreProviders()],
})
export class IcalExportModule {}
