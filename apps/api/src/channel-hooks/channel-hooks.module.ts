import { ConnectorHookStore, TypeormUnitOfWork } from '@innkeep/persistence';
import { ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { RUNTIME } from '../runtime.token';
import { ChannelHookService } from './channel-hook.service';
import { ChannelHooksController } from './channel-hooks.controller';

/** The connector protocol's inbound side. */
@Module({
  controllers: [ChannelHooksController],
  providers: [
    {
      provide: ChannelHookService,
      inject: [RUNTIME],
      useFactory: (runtime: ServerRuntime) =>
        new ChannelHookService(
          new ConnectorHookStore(runtime.dataSource, runtime.secrets),
          new TypeormUnitOfWork(runtime.dataSource, { secrets: runtime.secrets }),
        ),
    },
  ],
})
export class ChannelHooksModule {}
