/**
 * What must never be written to a log (and, for tokens and identity numbers, never stored):
 * API tokens (`wsk_` + 43 base64url characters), webhook signing secrets (`whsec_` + 43) and the
 * identity numbers tests plant in requests. Signing secrets are stored sealed, never in clear.
 * The partner's callback secret is never stored nor logged either.
 */
import { PARTNER_CALLBACK_SECRET } from '../partner-server.ts';

export const API_TOKEN = /wsk_[A-Za-z0-9_-]{43}/g;
export const SIGNING_SECRET = /whsec_[A-Za-z0-9_-]{43}/g;
/** Invitation (enrolment) tokens: shown once to the inviter, stored as a hash, never logged. */
export const INVITATION_TOKEN = /wsi_[A-Za-z0-9_-]{43}/g;
/** The partner callback secret the test stack runs with: read from Secrets Manager, never written anywhere. */
const PARTNER_CALLBACK_SECRETS = [PARTNER_CALLBACK_SECRET];

/**
 * The one line that may hold a token: start.ts prints the seeded workspace's key as
 * `API key: wsk_...` at start-up, on purpose, so scripts (and the test harness) can read the
 * local stack's credential. It is the harness's output, not the service's logging; the global
 * setup redacts it before persisting the stack's output and checks that it appears once.
 */
export const SEED_KEY_LINE = /^API key: (wsk_[A-Za-z0-9_-]{43})$/;
/** Likewise the seed owner's enrolment link, printed by start.ts for the person at the terminal; redacted the same way. */
export const OWNER_ENROLMENT_LINE = /^Owner enrolment \(one use, 72 hours\): \S+#token=wsi_[A-Za-z0-9_-]{43}$/;

export interface Finding {
  source: string;
  line: number;
  what: string;
  /** The offending text with the secret itself masked, safe to print. */
  excerpt: string;
}

const mask = (text: string) =>
  PARTNER_CALLBACK_SECRETS.reduce(
    (t, secret) => t.replaceAll(secret, '<partner callback secret>'),
    text.replace(API_TOKEN, 'wsk_<masked>').replace(SIGNING_SECRET, 'whsec_<masked>').replace(INVITATION_TOKEN, 'wsi_<masked>'),
  );

/** Findings in some text: tokens, signing secrets and planted identity numbers. */
export function scanText(source: string, text: string, planted: readonly string[], options: { secrets?: boolean } = {}): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, i) => {
    const what = [
      API_TOKEN.test(line) && 'API token',
      INVITATION_TOKEN.test(line) && 'invitation token',
      options.secrets !== false && SIGNING_SECRET.test(line) && 'webhook signing secret',
      PARTNER_CALLBACK_SECRETS.some((secret) => line.includes(secret)) && 'partner callback secret',
      planted.some((n) => line.includes(n)) && 'planted identity number',
    ].filter(Boolean);
    API_TOKEN.lastIndex = 0;
    INVITATION_TOKEN.lastIndex = 0;
    SIGNING_SECRET.lastIndex = 0;
    if (what.length > 0) {
      let excerpt = mask(line);
      for (const n of planted) excerpt = excerpt.replaceAll(n, '<identity number>');
      findings.push({ source, line: i + 1, what: what.join(', '), excerpt: excerpt.slice(0, 300) });
    }
  });
  return findings;
}
