/** A live payment processor key given to a sandbox, which would charge real cards. */
export class LiveKeyInSandboxError extends Error {
  constructor() {
    super('A sandbox takes a Stripe test key only (rk_test_… or sk_test_…): live keys would charge real cards.');
    this.name = 'LiveKeyInSandboxError';
  }
}
