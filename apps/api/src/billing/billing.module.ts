import type { ServerRuntime } from '@innkeep/server';
import { Module } from '@nestjs/common';

import { billingStoreProviders } from '../runtime.module';
import { RUNTIME } from '../runtime.token';
import { BILLING_PROVIDER } from './billing.tokens';
import { BillingWebhookController } from './billing-webhook.controller';
import { StripeBilling } from './stripe-billing';

/** The plans' payment processor (null without Stripe set): its webhook, and the web pages' checkout and portal. */
@Module({
  controllers: [BillingWebhookController],
  providers: [
    ...billingStoreProviders(),
    {
      provide: BILLING_PROVIDER,
      inject: [RUNTIME],
      useFactory: (runtime: ServerRuntime) => (runtime.config.stripe ? new StripeBilling(runtime.config.stripe) : null),
    },
  ],
  exports: [BILLING_PROVIDER],
})
export class BillingModule {}
