type Env = Record<string, string | undefined>;

/** An external OpenID Connect provider users may sign in with and link (the onboarding's social account). */
export interface SocialLoginConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button: "Sign in with <name>". */
  name: string;
}

/**
 * INNKEEP_OIDC_ISSUER, INNKEEP_OIDC_CLIENT_ID and INNKEEP_OIDC_CLIENT_SECRET, all three or none;
 * INNKEEP_OIDC_NAME names the provider on the pages (default: its host).
 */
export function loadSocialLoginConfig(env: Env): SocialLoginConfig | undefined {
  const issuer = env.INNKEEP_OIDC_ISSUER?.trim();
  const clientId = env.INNKEEP_OIDC_CLIENT_ID?.trim();
  const clientSecret = env.INNKEEP_OIDC_CLIENT_SECRET?.trim();
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    const missing = [
      ['INNKEEP_OIDC_ISSUER', issuer],
      ['INNKEEP_OIDC_CLIENT_ID', clientId],
      ['INNKEEP_OIDC_CLIENT_SECRET', clientSecret],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new Error(
      `Social login needs INNKEEP_OIDC_ISSUER, INNKEEP_OIDC_CLIENT_ID and INNKEEP_OIDC_CLIENT_SECRET together; ${missing.join(' and ')} missing.`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(issuer);
  } catch {
    throw new Error(`INNKEEP_OIDC_ISSUER must be an absolute URL, not "${issuer}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`INNKEEP_OIDC_ISSUER must be an http(s) URL, not "${issuer}".`);
  }
  return { issuer, clientId, clientSecret, name: env.INNKEEP_OIDC_NAME?.trim() || parsed.host };
}
