/** Settings of the contact form that vary by environment. */
export function contactConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    /**
     * Salt of the client hash the rate limit counts by (an address or an email is never stored
     * raw). Set a secret CONTACT_IP_SALT in production; it falls back to the affiliate salt.
     */
    salt: env.CONTACT_IP_SALT || env.AFFILIATE_IP_SALT || 'local-development-salt',
  };
}
