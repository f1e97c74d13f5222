import type { OAuthPayload, OAuthRecords } from '@innkeep/domain';

/** The adapter interface oidc-provider calls, one instance per model. */
export interface ProviderAdapter {
  upsert(id: string, payload: OAuthPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<OAuthPayload | undefined>;
  findByUid(uid: string): Promise<OAuthPayload | undefined>;
  findByUserCode(userCode: string): Promise<OAuthPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/**
 * oidc-provider's adapter over PostgreSQL (libs/persistence keeps the SQL). Records are keyed by
 * the hash of their id there, so a database read never yields a usable code or token. A record
 * holding a NUL character (client metadata, authorization parameters) is the client's mistake,
 * not a server failure: PostgreSQL cannot store one, so `invalid` makes the provider's 400 of it.
 */
export function postgresAdapter(store: OAuthRecords, invalid: (message: string) => Error): (model: string) => ProviderAdapter {
  return (model) => ({
    upsert: async (id, payload, expiresIn) => {
      if (JSON.stringify(payload).includes('\\u0000')) throw invalid('the request must not contain NUL characters');
      await store.upsert(model, id, payload, expiresIn);
    },
    find: (id) => store.find(model, id),
    findByUid: (uid) => store.findByUid(model, uid),
    // The device flow, which looks codes up by the user code, is not enabled.
    findByUserCode: async () => undefined,
    consume: (id) => store.consume(model, id),
    destroy: (id) => store.destroy(model, id),
    revokeByGrantId: (grantId) => store.revokeByGrantId(model, grantId),
  });
}
