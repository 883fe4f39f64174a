/**
 * Approving with a passkey over what is shown: the server's approval intent (the canonical object
 * it rebuilds from its records and checks the signature against), shown field by field; then the
 * passkey signs its digest (the WebAuthn challenge is the intent's SHA-256) and the approval
 * carries the assertion. Nothing is approved without the member seeing the intent first.
 */
import { api, describe } from './api.ts';
import { h, notice } from './dom.ts';
import { type Environment, inEnvironment } from './environment.ts';
import { assert, type RequestOptionsJson } from './webauthn.ts';

interface Intent {
  action: string;
  amount?: string;
  asset?: string;
  network?: string;
  destination?: { address: string; label: string | null };
  purpose?: Record<string, unknown> | null;
  setting?: string;
  difference?: unknown;
  expires_at: string;
  [field: string]: unknown;
}

interface ApprovalIntent {
  intent: Intent;
  intent_digest: string;
  options: RequestOptionsJson;
}

/** What the approver reads first, in this order; every other field of the intent follows, as it is. */
const LEADING = ['destination', 'amount', 'asset', 'network', 'purpose', 'setting', 'difference', 'expires_at'] as const;
const NAMES: Record<string, string> = {
  destination: 'Who is paid',
  amount: 'Amount (base units)',
  asset: 'Asset',
  network: 'Network',
  purpose: 'Purpose',
  setting: 'Setting',
  difference: 'Change',
  expires_at: 'Intent expires',
};

function shown(name: string, value: unknown): Node | string {
  if (value === null || value === undefined) return name === 'purpose' ? 'none given' : '—';
  if (name === 'destination') {
    const d = value as Intent['destination'] & {};
    return h('span', {}, d.label ? `${d.label}: ` : 'not in the address book: ', h('code', {}, d.address));
  }
  if (name === 'purpose' && (value as { type?: string }).type === 'ramp_payment_funding') {
    const p = value as { ramp_payment_reference: string; beneficiary_name: string | null; fiat_amount: string; fiat_currency: string };
    return `Funds ramp payment ${p.ramp_payment_reference}: ${p.beneficiary_name ?? 'the beneficiary'} receives ${p.fiat_amount} ${p.fiat_currency}`;
  }
  if (name === 'expires_at' && typeof value === 'string') return `${new Date(value).toLocaleString()} (${value})`;
  if (typeof value === 'object') return h('pre', {}, JSON.stringify(value, null, 2));
  return String(value);
}

/** The intent as a list of terms, the fields an approver decides on first. */
export function intentList(intent: Intent): HTMLElement {
  const names = [...LEADING.filter((n) => n in intent), ...Object.keys(intent).filter((n) => !(LEADING as readonly string[]).includes(n))];
  return h(
    'dl',
    { class: 'intent', 'aria-label': 'What you sign' },
    ...names.flatMap((name) => [
      h('dt', {}, NAMES[name] ?? name.replaceAll('_', ' ')),
      h('dd', { 'data-field': name }, shown(name, intent[name])),
    ]),
  );
}

/**
 * Approve and Reject for one transfer or setting change. Approve fetches the intent and shows it
 * with "Sign and approve"; Reject needs no passkey (a rejection moves no money).
 */
export function decisionControls(
  base: string,
  what: string,
  done: (message: string) => Promise<void>,
  environment: Environment,
): HTMLElement {
  const status = h('div', { 'aria-live': 'polite' });
  const review = h('div', {});
  const approve = h('button', { type: 'button' }, 'Review and approve');
  approve.setAttribute('aria-label', `Review and approve ${what}`);
  const reject = h('button', { type: 'button', class: 'danger' }, 'Reject');
  reject.setAttribute('aria-label', `Reject ${what}`);
  const busy = (on: boolean) => {
    approve.disabled = on;
    reject.disabled = on;
  };
  approve.addEventListener('click', async () => {
    busy(true);
    status.replaceChildren(notice('Reading what you are asked to approve…'));
    try {
      const { intent, intent_digest, options } = await api<ApprovalIntent>('POST', inEnvironment(`${base}/approval-intent`, environment));
      const sign = h('button', { type: 'button' }, 'Sign and approve with your passkey');
      const cancel = h('button', { type: 'button', class: 'secondary' }, 'Cancel');
      cancel.addEventListener('click', () => {
        review.replaceChildren();
        status.replaceChildren();
        busy(false);
        approve.focus();
      });
      sign.addEventListener('click', async () => {
        sign.disabled = true;
        cancel.disabled = true;
        status.replaceChildren(notice('Waiting for your passkey…'));
        try {
          const assertion = await assert(options);
          await api('POST', inEnvironment(`${base}/approve`, environment), { assertion });
          await done(`Approved ${what}.`);
        } catch (error) {
          status.replaceChildren(notice(describe(error), 'error'));
          sign.disabled = false;
          cancel.disabled = false;
        }
      });
      review.replaceChildren(
        h(
          'section',
          { class: 'review', 'aria-label': `What you sign for ${what}` },
          h('h3', {}, 'You are approving exactly this'),
          intentList(intent),
          h('p', { class: 'digest' }, 'Digest signed by your passkey: ', h('code', {}, intent_digest)),
          h('div', { class: 'actions' }, sign, cancel),
        ),
      );
      status.replaceChildren();
      sign.focus();
    } catch (error) {
      status.replaceChildren(notice(describe(error), 'error'));
      busy(false);
    }
  });
  reject.addEventListener('click', async () => {
    busy(true);
    try {
      await api('POST', inEnvironment(`${base}/reject`, environment));
      await done(`Rejected ${what}.`);
    } catch (error) {
      status.replaceChildren(notice(describe(error), 'error'));
      busy(false);
    }
  });
  return h('div', {}, h('div', { class: 'actions' }, approve, reject), review, status);
}
