/** Signing in with an outside account (GitHub, Google) that another Innkeep user has linked already. */
export class IdentityTakenError extends Error {
  constructor() {
    super('This account is already linked to another Innkeep user.');
    this.name = 'IdentityTakenError';
  }
}
