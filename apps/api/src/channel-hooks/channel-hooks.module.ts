import type { HookConnections, UnitOfWork } from '@innkeep/domain';
import { Module } from '@nestjs/common';

import { channelHookStoreProviders } from '../runtime.module';
import { ChannelHookService } from './channel-hook.service';
import { ChannelHooksController } from './channel-hooks.controller';
import { HOOK_CONNECTIONS, HOOK_UNIT_OF_WORK } from './channel-hooks.tokens';

/** The connector protocol's inbound side. */
@Module({
  controllers: [ChannelHooksController],
  providers: [
    ...channelHookStoreProviders(),
    {
      provide: ChannelHookService,
      inject: [HOOK_CONNECTIONS, HOOK_UNIT_OF_WORK],
      useFactory: (connections: HookConnections, unitOfWork: UnitOfWork) => new ChannelHookService(connections, unitOfWork),
    },
  ],
})
export class ChannelHooksModule {}
