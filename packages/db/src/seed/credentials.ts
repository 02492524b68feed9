/** The demo logins, printed by the API in development. Never valid outside a seeded database. */
export const DEMO_CREDENTIALS = {
  // The e-mail address lets the demo try a password reset (the mail shows in development's outbox).
  churchUser: { username: 'demo', password: 'huddle-demo', email: 'demo@huddle.test' },
  admin: { email: 'admin@huddle.test', password: 'huddle-admin' },
} as const;

/*
 * Precomputed so this package needs no native argon2 build: argon2id, m=19456 KiB, t=2, p=1
 * (OWASP's minimum), made once with argon2@0.44.0's hash(). Any argon2 verify() accepts them.
 */

/** argon2id of 'huddle-demo' (DEMO_CREDENTIALS.churchUser.password). */
export const DEMO_USER_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$DSaldY9gWqwExToZXUz+UQ$hi26XwWGbNfGFtLsaUK1C5KGJ3ZZgKlwqm/yp2zAQSU';

/** argon2id of 'huddle-admin' (DEMO_CREDENTIALS.admin.password). */
export const DEMO_ADMIN_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$GcODcNTGYxi5qavVC1GDDg$nV+bplH+8vNloO7sRCbhah+aQ4luG4W3URqN4wUFvM0';
