/**
 * The bundle-size budget, deterministic (bytes, not times): every HTTP function
 * the CDK deploys (one per route of `shared/routes.ts`, plus the fallback), built with the
 * CDK's esbuild settings, against the floor (`bench/floor/handler.ts`: one DocumentClient
 * GetItem). A failure names what the function carries beyond the floor (esbuild metafile).
 */
import { describe, expect, it } from 'vitest';
import { describeContributors, beyondFloor } from '#bench/bundle/attribute.ts';
import { buildBundle, type BuiltBundle } from '#bench/bundle/build.ts';
import { bundleHints } from '#bench/bundle/hints.ts';
import { FLOOR_ENTRY, httpFunctions } from '#bench/functions.ts';
import { ratioTargetFor } from '#bench/targets.ts';
import { functionDef } from '#shared/wiring/functions.ts';

/**
 * KNOWN MISSES, documented in docs/performance.md, not loosened targets. The targets are 1.3×
 * the floor for every function and 1.4× for createRampPayment and executeQuote, whose address
 * and IBAN checks stay on maintained libraries (`ratioTargetFor`, bench/targets.ts). The
 * functions below exceed their target today: their own dependencies alone pass what is left of
 * the budget. Their ceilings (the measured ratio, rounded up to leave a few kB) stop regressions
 * meanwhile; every other function is held to its target itself.
 */
const DOCUMENTED_CEILINGS: Readonly<Record<string, { ratio: number; why: string }>> = {
  enrolMember: {
    ratio: 2.112,
    why: 'the WebAuthn verifier of a passkey registered at enrolment (@simplewebauthn/server with the @peculiar ASN.1 and X.509 parsers it verifies attestations with, tsyringe and reflect-metadata): a maintained library for a solved problem, bundled only by the functions that verify a passkey (docs/members.md, Passkeys)',
  },
  approveTransfer: {
    ratio: 2.175,
    why: "the WebAuthn verifier of a signed approval's assertion (@simplewebauthn/server and the @peculiar parsers it imports), as enrolMember's, and the session pipeline (the console approves)",
  },
  approveSettingChange: {
    ratio: 2.09,
    why: "the WebAuthn verifier of a signed approval's assertion, as approveTransfer's",
  },
  addPasskey: {
    ratio: 2.105,
    why: "the WebAuthn verifier of the registration of a member's added passkey (@simplewebauthn/server and the @peculiar parsers it imports), as enrolMember's, and the session pipeline (only a console session adds a passkey)",
  },
  createConsoleSession: {
    ratio: 2.01,
    why: "the WebAuthn verifier of the sign-in assertion (@simplewebauthn/server and the @peculiar parsers it imports), as enrolMember's",
  },
  // The measured ratios are in docs/performance.md; each ceiling leaves a few kB above them.
  createTransfer: {
    ratio: 1.315,
    why: "the sharded layout's reservation (a plan over the wallet's eight sub-balances: its own sub, or gathered from the richest and left even; the snapshot re-read before an insufficient_funds), the settings copy it reads and checks, and the shard keys of every item it writes; under its target before them, by two bytes (docs/performance.md)",
  },
  executeQuote: {
    ratio: 1.556,
    why: "the ramp payment path: ibantools, address codecs (@scure/base, Keccak from @noble/hashes), provider network adapters and catalogue, the Secrets Manager client that reads the partner key (its one command), and the transfer policy check on payouts with the deposit-address lookup; the transfer creation use case and sandbox custody for payments funded from a wallet (source_wallet_id), and the on-ramp delivery (the wallet lookup, and the inbound transaction a replay's settling may write); the sharded layout's reservation plan over sub-balances, as createTransfer's",
  },
  createWallet: {
    ratio: 1.35,
    why: "the KMS client that creates a live wallet's custody key (CreateKey, GetPublicKey, and every KMS error class its schemas register) and the custody address items the deposit watcher reads, beside the sandbox's address codecs (@scure/base, Keccak from @noble/hashes); the wallet cap and live rate counters, the key's record written before CreateKey, and the idempotency module that lets a retry reuse the key",
  },
  createRampPayment: {
    ratio: 1.564,
    why: 'destination checks: ibantools and address codecs, provider selection and the mock catalogue, the Secrets Manager client that reads the partner key (its one command), the transfer policy check on payouts (dry run included) with the deposit-address lookup, and the transfer creation use case and sandbox custody for payments funded from a wallet (source_wallet_id), and the on-ramp delivery (the wallet lookup, and the inbound transaction a replay’s settling may write); the sharded layout’s reservation plan over sub-balances, as createTransfer’s',
  },
};

const floor = await buildBundle(FLOOR_ENTRY, null);
const functions = await Promise.all(httpFunctions().map(async (fn) => ({ fn, bundle: await buildBundle(fn.entry, null) })));

function explain(id: string, bundle: BuiltBundle): string {
  const r = (bundle.bytes / floor.bytes).toFixed(3);
  const hints = bundleHints(bundle.metafile, id !== 'fallback')
    .map((h) => `\n  hint: ${h}`)
    .join('');
  return `${id}: ${bundle.bytes} B = ${r}× the floor's ${floor.bytes} B; beyond the floor: ${describeContributors(beyondFloor(bundle.metafile, floor.metafile))}${hints}`;
}

describe('bundle-size budget', () => {
  it('builds the floor and one bundle per HTTP function', () => {
    expect(floor.bytes).toBeGreaterThan(0);
    expect(functions.map(({ fn }) => fn.id)).toContain('fallback');
  });

  for (const { fn, bundle } of functions) {
    const target = ratioTargetFor(fn.id);
    const ceiling = DOCUMENTED_CEILINGS[fn.id]?.ratio ?? target;
    it(`${fn.id} stays within its documented ceiling (${ceiling}× the floor; target ${target}×)`, () => {
      expect(bundle.bytes, explain(fn.id, bundle)).toBeLessThanOrEqual(Math.floor(ceiling * floor.bytes));
    });
  }

  // Response schemas are documentation (shared/responses.ts): a function that imports them builds
  // every one of its area's responses at cold start for nothing. The fixtures (shared/fixtures/)
  // serve the tests and the bench and are never deployed.
  it('no HTTP function bundles a response schema or a fixture', () => {
    const neverBundled = (input: string) => input.startsWith('shared/responses') || input.startsWith('shared/fixtures/');
    const carrying = functions.filter(({ bundle }) => Object.keys(bundle.metafile.inputs).some(neverBundled)).map(({ fn }) => fn.id);
    expect(carrying).toEqual([]);
  });

  // The partner's key is read from Secrets Manager, granted only to functions that declare it: a
  // function that can reach the partner client must declare the secret, and one that cannot must not.
  it('declares the partner secret exactly where the partner client is bundled', () => {
    const reaches = (b: BuiltBundle) => Object.keys(b.metafile.inputs).some((input) => input.endsWith('shared/adapters/partner-client.ts'));
    const mismatched = functions
      .filter(({ fn, bundle }) => reaches(bundle) !== functionDef(fn.id).uses.readsSecrets.includes('partner-api-key'))
      .map(({ fn }) => fn.id);
    expect(mismatched).toEqual([]);
  });

  // Sealed signing secrets and live custody keys: only the functions that declare a KMS key, or
  // custody keys they create, carry its client.
  it('bundles the KMS client exactly where a KMS key is declared', () => {
    const carries = (b: BuiltBundle) => Object.keys(b.metafile.inputs).some((input) => input.includes('@aws-sdk/client-kms/'));
    const mismatched = functions
      .filter(({ fn, bundle }) => {
        const uses = functionDef(fn.id).uses;
        return carries(bundle) !== uses.encryptsWith.length + uses.decryptsWith.length + uses.createsKeysOf.length > 0;
      })
      .map(({ fn }) => fn.id);
    expect(mismatched).toEqual([]);
  });

  // Expected to fail while the known misses above stand (the functions of DOCUMENTED_CEILINGS).
  // When it starts passing, vitest reports it as a failure: then delete the ceilings and make
  // this an ordinary `it`.
  it.fails('[known miss] every HTTP function is within its target (1.3× the floor; 1.4× for createRampPayment and executeQuote)', () => {
    const over = functions.filter(({ fn, bundle }) => bundle.bytes > ratioTargetFor(fn.id) * floor.bytes);
    expect(over.map(({ fn, bundle }) => explain(fn.id, bundle))).toEqual([]);
  });
});
