import { Module } from '@nestjs/common';

import { StripePaymentsController } from './payments.controller';

/** Guests' online payments to a host's own Stripe account: its webhook and the pages a guest comes back to. */
@Module({ controllers: [StripePaymentsController] })
export class PaymentsModule {}
