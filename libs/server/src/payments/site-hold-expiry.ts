import { DomainError, operationNamed, operatorPrincipal } from '@innkeep/domain';

import type { ServerRuntime } from '../runtime';

/**
 * Ends one unpaid website hold: `reservations.cancel` run by the system (`cancelledBy: SYSTEM`,
 * nights back on sale, `reservation.cancelled` recorded), as a host's cancel would run. A hold the
 * host confirmed, or that money arrived for, meanwhile is left alone: checked under the
 * reservation's lock. Answers whether it cancelled. Shared by the worker's hold clock, the
 * processor's `checkout.session.expired`, and the site when it finds a lapsed hold on its way.
 */
export async function expireSiteHold(
  runtime: Pick<ServerRuntime, 'executor' | 'log'>,
  hold: { workspaceId: string; reservationId: string },
  by: string,
): Promise<boolean> {
  const outcome = await runtime.executor.execute({
    operation: operationNamed('reservations.cancel'),
    surface: 'rest',
    credential: { authorization: undefined, showorg: undefined },
    principal: { ...operatorPrincipal(hold.workspaceId), credentialId: by },
    clientAddress: 'system',
    input: () => ({ reservationId: hold.reservationId }),
    beforeHandle: async (ctx) => {
      const now = await ctx.repos.reservations.findForUpdate(hold.workspaceId, hold.reservationId);
      if (now?.status !== 'PROVISIONAL' || now.paidAmountMinor > 0)
        throw new DomainError('INVALID_TRANSITION', 'The hold was confirmed, paid or cancelled meanwhile.');
    },
  });
  runtime.log.info(
    { component: by, workspaceId: hold.workspaceId, reservationId: hold.reservationId, cancelled: outcome.ok },
    outcome.ok ? 'unpaid website hold cancelled' : 'website hold left as it is',
  );
  return outcome.ok;
}
