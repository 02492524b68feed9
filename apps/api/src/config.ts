import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only module that reads the environment; everything else receives a parsed `Config`. */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** `no-reply@host` or `Name <no-reply@host>`; no line breaks or control characters. */
const MAIL_FROM_PATTERN = /^(?:[^<>"\p{Cc}]{1,100} <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/u;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalString,
  SEED_DEMO: booleanFlag,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  ALLOWED_ORIGINS: optionalString,
  WEB_DIST_DIR: optionalString,
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SESSION_SECRET_PREVIOUS: optionalString.pipe(
    z
      .string()
      .transform((list) => list.split(',').map((secret) => secret.trim()))
      .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters')))
      .optional(),
  ),
  BILLING_MODE: optionalString.pipe(z.enum(['stripe', 'demo']).optional()),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must be a secret key (sk_…) or restricted key (rk_…)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
    z.string().startsWith('pk_', 'must be a publishable key (pk_…)').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z.string().startsWith('whsec_', 'must be a webhook signing secret (whsec_…)').optional(),
  ),
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: optionalString.transform((value, ctx) => parseTrustProxy(value, ctx)),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .max(200)
      .regex(MAIL_FROM_PATTERN, 'must be an address, optionally with a name: Huddle <no-reply@…>')
      .optional(),
  ),
  RUN_JOBS: booleanFlag,
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  CONTACT_INBOX: optionalString.pipe(z.email('must be an e-mail address').optional()),
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RateLimitRule = { max: number; windowMs: number };

/**
 * Attempts per client IP and window for each rate-limited procedure (`rateLimited(name)` in
 * trpc/rate-limit.ts). Adding one (RSVP, contact, admin login) is a line here plus `.use()`.
 */
export const RATE_LIMITS = {
  login: { max: 10, windowMs: MINUTE },
  register: { max: 5, windowMs: 10 * MINUTE },
  // Per IP: a church's guest Wi-Fi may carry a whole youth group's RSVPs.
  rsvp: { max: 30, windowMs: 10 * MINUTE },
  /** Per username, from any address (ASVS 2.2.1: at most 100 failed attempts an hour). */
  failedLoginsPerAccount: { max: 100, windowMs: HOUR },
  // Opening, changing and cancelling through the private link: a person needs a handful.
  rsvpManage: { max: 60, windowMs: 10 * MINUTE },
  /**
   * Per RSVP: the private link mailed again to someone who RSVP'd twice with one address. A
   * stranger who types that address can make it arrive once an hour, not fill the inbox.
   */
  rsvpLinkAgain: { max: 1, windowMs: HOUR },
  // Asking for one's RSVP links again (POST /api/rsvps/resend-links): rare for a person.
  rsvpLinks: { max: 10, windowMs: HOUR },
  /**
   * Per e-mail address, from any client: how often its links may be mailed. Past it the answer
   * stays the same and nothing is sent, so a stranger cannot fill the inbox or learn anything.
   */
  rsvpLinksPerEmail: { max: 3, windowMs: HOUR },
  // The contact form: a person writes once or twice; a script that floods the inbox is cut off.
  contact: { max: 5, windowMs: HOUR },
  /** Per IP, for POST /api/admin/login; per account the adminFailedLogins rule applies. */
  adminLogin: { max: 10, windowMs: MINUTE },
  /**
   * Per administrator e-mail, from any address: failed sign-ins after which each sign-in must
   * carry a solved proof-of-work challenge (modules/shared/proof-of-work.ts). Never a lock, so a stranger
   * cannot keep the administrator out (docs/adr/0001-admin-sign-in-proof-of-work.md).
   */
  adminFailedLogins: { max: 5, windowMs: HOUR },
  /**
   * A church messaging its attendees one by one: enough for a large event's worth in an hour;
   * a script that floods inboxes (even its own attendees') is cut off.
   */
  message: { max: 120, windowMs: HOUR },
  // Password resets (docs/adr/0083-password-reset.md): per IP, asking for a link and using one.
  passwordForgot: { max: 10, windowMs: HOUR },
  passwordReset: { max: 10, windowMs: 10 * MINUTE },
  /** Per e-mail address, from any client: reset mails it may receive; past it nothing is sent. */
  passwordForgotPerEmail: { max: 3, windowMs: HOUR },
  // Changing one's password while signed in: each try verifies the current password.
  passwordChange: { max: 10, windowMs: 10 * MINUTE },
  /**
   * Per church, from any of its owners: invitations mailed (renewals too). A church bringing its
   * volunteers in sends a few dozen; a script mailing strangers in its name is cut off.
   */
  invitationsPerChurch: { max: 30, windowMs: DAY },
  // Joining through an invitation's link (POST /api/invitations/accept): each try hashes a password.
  invitationAccept: { max: 10, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof RATE_LIMITS;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /**
   * How long an anonymous list page is answered from this process's memory (rest/micro-cache.ts);
   * 0 turns it off (tests, which change data and read it back at once).
   */
  listCacheMs: number;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  /** Origins, besides the request's own host, that may send state-changing requests. */
  allowedOrigins: string[];
  webDistDir: string | undefined;
  /**
   * Which proxies may name the client in X-Forwarded-For: none (false), the nearest N hops, or
   * these addresses and CIDRs. Everything the rate limits count by depends on it.
   */
  trustProxy: TrustProxy;
  /**
   * The first signs new session cookies; the rest (SESSION_SECRET_PREVIOUS) still verify cookies
   * signed before a rotation, so rotating the secret signs nobody out.
   */
  sessionSecrets: [string, ...string[]];
  billing: BillingConfig;
  session: {
    /** A session unused for this long ends. */
    idleTimeoutMs: number;
    /** A session ends this long after sign-in, however active. */
    absoluteLifetimeMs: number;
    /** Activity extends the idle timeout at most this often (one write, not one per request). */
    touchEveryMs: number;
    sweepEveryMs: number;
  };
  /** Administrator bearer tokens (ASVS 3.3.2: 30 minutes idle, 12 hours absolute). */
  adminSession: {
    /** A token unused for this long stops working. */
    idleTimeoutMs: number;
    /** A token stops working this long after sign-in, however active. */
    absoluteLifetimeMs: number;
    /** Use extends the idle deadline at most this often (one write, not one per call). */
    touchEveryMs: number;
  };
  /** Tests get roomy limits so suites never trip them; a limit's own test passes small ones. */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /**
   * Proof of work for holding more than a fair share of a date's seats from one address
   * (docs/adr/0078-no-squatting.md; modules/shared/proof-of-work.ts).
   */
  seatChallenge: {
    hmacKey: string;
    maxAttempts: number;
  };
  /** The administrator sign-in's proof-of-work challenges (modules/shared/proof-of-work.ts). */
  adminChallenge: {
    /** Signs them: derived from the session secret, so every API process agrees, unconfigured. */
    hmacKey: string;
    /** Attempts the hardest one takes (each 1,000 PBKDF2 rounds): about a second on a phone. */
    maxAttempts: number;
  };
  mail: MailConfig;
  jobs: JobsConfig;
  /** Where the contact form's messages are mailed (and the address /contact shows). */
  contactInbox: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && !vars.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  // The session cookie is Secure (and __Host-) in production, so the app must be served on https.
  if (production && !vars.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production');
  }
  if (production && !vars.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: must be an https address in production',
    );
  }
  // TLS ends at a proxy in production; only a trusted one can tell us a request came over https,
  // and without that the Secure session cookie is never set.
  if (production && vars.TRUST_PROXY === false) {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY: required in production: name the TLS-terminating ' +
        'proxy (a hop count, or its addresses or CIDRs)',
    );
  }
  const billing = billingConfig(vars, production);
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  // A per-process secret outside production: sessions simply end when the server restarts.
  const sessionSecret = vars.SESSION_SECRET ?? randomBytes(32).toString('hex');
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    listCacheMs: vars.LIST_CACHE_MS ?? (vars.NODE_ENV === 'test' ? 0 : 1000),
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    // Demo data belongs to development and to the embedded database; production opts in.
    seedDemo: vars.SEED_DEMO ?? !production,
    publicUrl,
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...(vars.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    webDistDir: vars.WEB_DIST_DIR ?? findWebDist(),
    trustProxy: vars.TRUST_PROXY,
    sessionSecrets: [sessionSecret, ...(vars.SESSION_SECRET_PREVIOUS ?? [])],
    billing,
    session: {
      idleTimeoutMs: 7 * DAY,
      absoluteLifetimeMs: 30 * DAY,
      touchEveryMs: 5 * MINUTE,
      sweepEveryMs: 15 * MINUTE,
    },
    adminSession: {
      idleTimeoutMs: 30 * MINUTE,
      absoluteLifetimeMs: 12 * HOUR,
      touchEveryMs: MINUTE,
    },
    rateLimits: vars.NODE_ENV === 'test' ? roomyLimits(RATE_LIMITS) : RATE_LIMITS,
    seatChallenge: {
      hmacKey: subkey(sessionSecret, 'seat hold challenges'),
      maxAttempts: vars.NODE_ENV === 'test' ? 8 : 1000,
    },
    adminChallenge: {
      hmacKey: subkey(sessionSecret, 'admin sign-in challenges'),
      // Tests solve dozens of them; a real browser gets real work.
      maxAttempts: vars.NODE_ENV === 'test' ? 8 : 1000,
    },
    mail: mailConfig(vars, production, publicUrl),
    jobs: jobsConfig(vars),
    contactInbox: vars.CONTACT_INBOX ?? defaultContactInbox(publicUrl),
  };
}

/** The inbox /contact shows when none is set, for a host that is no domain of anyone's. */
const DEMO_CONTACT_INBOX = 'contact@huddle.example';

/**
 * contact@ the public host. A development or demo server's host (localhost, an IP address, a name
 * without a dot) would make the page show `contact@localhost`, which no visitor can write to: it
 * shows the reserved example domain instead, plainly a placeholder until CONTACT_INBOX is set.
 */
function defaultContactInbox(publicUrl: string): string {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  const isDomain = host.includes('.') && isIP(host) === 0 && !host.endsWith('.localhost');
  return isDomain ? `contact@${host}` : DEMO_CONTACT_INBOX;
}

/** A key for one purpose from a secret, so that no two uses share a key (HMAC as a KDF). */
function subkey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

function roomyLimits(limits: Record<RateLimitName, RateLimitRule>) {
  const entries = Object.entries(limits).map(([name, rule]) => [name, { ...rule, max: 10_000 }]);
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimitRule>;
}

export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for common private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; a number 1–10 trusts that many hops in front of
 * the server; otherwise a comma-separated list of addresses, CIDRs and proxy-addr range names.
 * 'true' is refused: trusting every hop lets any client choose its own address.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  const wide = entries.filter((entry) => !bad.includes(entry) && isTooWide(entry));
  if (value === 'true' || bad.length > 0 || wide.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1-10) or a comma-separated list of proxy addresses or CIDRs ' +
        `(e.g. 10.0.0.0/8,loopback); 'true' would let any client choose its address` +
        (bad.length > 0 && value !== 'true' ? `; not understood: ${bad.join(', ')}` : '') +
        (wide.length > 0
          ? `; too wide to be your proxies (at most /${WIDEST_PREFIX[4]} for IPv4, ` +
            `/${WIDEST_PREFIX[6]} for IPv6): ${wide.join(', ')}`
          : ''),
    });
    return false;
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The widest ranges that can still be one operator's proxies: a /8 is the largest private IPv4
 * block, a /32 a whole provider's IPv6 allocation. Anything wider (0.0.0.0/0, ::/0) trusts every
 * client to name its own address, which is what refusing 'true' is about.
 */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;
/** ::ffff:a.b.c.d/96+n is the IPv4 range a.b.c.d/n written as IPv6. */
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+|[0:]*)$/i;

function isTooWide(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined || PROXY_RANGE_NAMES.has(entry)) return false;
  const bits = Number(prefix);
  if (isIP(address) === 4) return bits < WIDEST_PREFIX[4];
  if (IPV4_MAPPED.test(address) && bits >= 96) return bits - 96 < WIDEST_PREFIX[4];
  return bits < WIDEST_PREFIX[6];
}

export type StripeSettings = {
  secretKey: string;
  publishableKey: string | null;
  /** Without it, POST /api/stripe/webhook answers 503 and no church can become active. */
  webhookSecret: string | null;
  /** Price ids; null means an inline price of the Church Partner product (999 / 10000 cents). */
  priceIds: { monthly: string | null; yearly: string | null };
  /** Another API address (the fake Stripe of the tests); null means api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

/** 'stripe' when a secret key is set; 'demo' (clearly labelled, no payment) otherwise. */
export type BillingConfig = { mode: 'stripe'; stripe: StripeSettings } | { mode: 'demo' };

function billingConfig(vars: z.output<typeof envSchema>, production: boolean): BillingConfig {
  const mode = vars.BILLING_MODE ?? (vars.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  const missing = (name: string, why: string) =>
    new ConfigError(`Invalid configuration:\n  ${name}: ${why}`);
  if (mode === 'demo') {
    // Demo billing activates churches without payment: production must ask for it by name.
    if (production && vars.BILLING_MODE !== 'demo') {
      throw missing(
        'STRIPE_SECRET_KEY',
        'required in production (or set BILLING_MODE=demo to run without payments)',
      );
    }
    return { mode: 'demo' };
  }
  if (!vars.STRIPE_SECRET_KEY)
    throw missing('STRIPE_SECRET_KEY', 'required when BILLING_MODE=stripe');
  if (production && !vars.STRIPE_PUBLISHABLE_KEY) {
    throw missing('STRIPE_PUBLISHABLE_KEY', 'required in production with Stripe billing');
  }
  if (production && !vars.STRIPE_WEBHOOK_SECRET) {
    throw missing('STRIPE_WEBHOOK_SECRET', 'required in production with Stripe billing');
  }
  const base = vars.STRIPE_API_BASE ? new URL(vars.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    mode: 'stripe',
    stripe: {
      secretKey: vars.STRIPE_SECRET_KEY,
      publishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
      priceIds: {
        monthly: vars.STRIPE_PRICE_MONTHLY ?? null,
        yearly: vars.STRIPE_PRICE_YEARLY ?? null,
      },
      api: base
        ? {
            host: base.hostname,
            port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
            protocol,
          }
        : null,
    },
  };
}

/** The built web app, when there is one: apps/web/dist next to this package. */
function findWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = resolve(join(here, '..', '..', 'web', 'dist'));
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}

export type MailConfig = {
  /** smtp://… or smtps://… of the relay. Unset: each mail is logged and kept in the outbox. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  from: string;
  /** GET /api/dev/mail lists the outbox: development and tests only, never production. */
  devPage: boolean;
};

export type JobsConfig = {
  /** Whether the server process also runs the job workers (RUN_JOBS; `pnpm worker` runs them alone). */
  inServer: boolean;
  /** How often the outbox is looked at for mail that has no delivery job yet. */
  sweepEveryMs: number;
  /** Unfinished mail untouched this long has lost its job (a crash) and gets a new one. */
  staleAfterMs: number;
  /** pg-boss housekeeping: expiring the jobs of a worker that died, archiving old ones. */
  maintenanceSeconds: number;
  /** Scheduled jobs (the hourly analytics rollup); tests of other jobs leave them off. */
  schedules: boolean;
  /**
   * How long after a church's last edit its attendees are told of the change: edits in a row
   * make one mail (rsvps/change-notices.ts).
   */
  changeQuietMs: number;
  /** How often the sweep looks for reminders due (docs/adr/0077-reminders.md): within a minute. */
  remindEveryMs: number;
  mail: {
    /** Attempts after the first; then the mail is `failed`. */
    retryLimit: number;
    /** Backoff base: the n-th retry waits between delay·2^(n-1) and delay·2^n seconds. */
    retryDelaySeconds: number;
    /** A delivery still running after this long is given up and retried (SMTP timeouts are shorter). */
    expireInSeconds: number;
    /** Deliveries at once per process. */
    concurrency: number;
    pollingSeconds: number;
  };
};

function mailConfig(
  vars: z.output<typeof envSchema>,
  production: boolean,
  publicUrl: string,
): MailConfig {
  if (production && vars.SMTP_URL && !vars.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: required in production with SMTP_URL (an address of your domain)',
    );
  }
  return {
    smtpUrl: vars.SMTP_URL,
    from: vars.MAIL_FROM ?? `Huddle <no-reply@${new URL(publicUrl).hostname}>`,
    devPage: !production,
  };
}

function jobsConfig(vars: z.output<typeof envSchema>): JobsConfig {
  return {
    inServer: vars.RUN_JOBS ?? true,
    sweepEveryMs: 1000,
    staleAfterMs: 30 * MINUTE,
    maintenanceSeconds: 30,
    schedules: vars.NODE_ENV !== 'test',
    changeQuietMs: 5 * MINUTE,
    remindEveryMs: 15_000,
    // Retries after about 30 s, 1, 2, 4 and 8 minutes: a relay that restarts or greylists gets
    // a quarter of an hour before the mail is marked failed.
    mail: {
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 120,
      concurrency: 2,
      pollingSeconds: 2,
    },
  };
}
