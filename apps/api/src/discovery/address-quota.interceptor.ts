import { DomainError } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

import { clientAddress } from '../rest/client-address';
import { applyQuotaHeaders } from '../rest/quota-headers';
import { RUNTIME } from '../runtime.token';

/** Routes without a credential are counted per client address, like the status route. */
@Injectable()
export class AddressQuotaInterceptor implements NestInterceptor {
  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const decision = await this.runtime.executor.quotas.spendForAddress(clientAddress(request), 'discovery');
    applyQuotaHeaders(http.getResponse<FastifyReply>(), decision);
    if (!decision.allowed) {
      throw new DomainError('RATE_LIMITED', `Quota used up; retry in ${decision.resetSeconds} s.`, { retryAfter: decision.resetSeconds });
    }
    return next.handle();
  }
}
