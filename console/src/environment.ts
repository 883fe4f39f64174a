/**
 * Sandbox or live: the environment the console reads and acts in. The choice is part of the
 * page's address (`#/wallets?environment=live`; sandbox, the API's default, is the address
 * without it), so a reload, a bookmark and the back button keep it, and a tab opened on a live
 * address says so in the address bar. Every request of an environment's page names it as the
 * API reads it, `?environment=`; workspace-wide pages (members, API keys) name none.
 */
import { h } from './dom.ts';

export const ENVIRONMENTS = ['sandbox', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** A console address: the page's path, the environment and the page's own parameters (a listing's cursor), from `location.hash`. */
export function parseHash(hash: string): { path: string; environment: Environment; params: URLSearchParams } {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  const params = new URLSearchParams(query);
  const environment = params.get('environment') === 'live' ? 'live' : 'sandbox';
  params.delete('environment');
  return { path, environment, params };
}

/** The address of `path` in `environment`, with the page's own parameters after the environment. */
export function hashFor(path: string, environment: Environment, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(environment === 'live' ? { environment, ...params } : params).toString();
  return `#/${path}${query ? `?${query}` : ''}`;
}

/** `path` with the environment named, as every route of the API accepts it. */
export const inEnvironment = (path: string, environment: Environment) =>
  `${path}${path.includes('?') ? '&' : '?'}environment=${environment}`;

/**
 * The switch: two labelled radio buttons under a legend, in the header of every page. Arrow keys
 * move between them as in any radio group; `choose` is called with the one picked.
 */
export function environmentSwitch(current: Environment, choose: (environment: Environment) => void): HTMLElement {
  return h(
    'fieldset',
    { class: 'environment' },
    h('legend', {}, 'Environment'),
    ...ENVIRONMENTS.map((environment) => {
      const id = `environment-${environment}`;
      const input = h('input', { id, type: 'radio', name: 'environment', value: environment, checked: environment === current });
      input.addEventListener('change', () => {
        if (input.checked) choose(environment);
      });
      return h('span', { class: 'choice' }, input, h('label', { for: id }, environment === 'live' ? 'Live' : 'Sandbox'));
    }),
  );
}

/** What a page says of the environment it shows, under its title. */
export function environmentNote(environment: Environment | 'workspace', subject: string): HTMLElement {
  if (environment === 'live')
    return h(
      'p',
      { class: 'environment-note live', role: 'note' },
      h('strong', {}, 'Live. '),
      `${subject} in the live environment: real assets and real payments. What you approve or change here moves or governs real money.`,
    );
  if (environment === 'sandbox')
    return h('p', { class: 'environment-note', role: 'note' }, `${subject} in the sandbox environment: test assets, no real money.`);
  return h(
    'p',
    { class: 'environment-note', role: 'note' },
    `${subject} belong to the workspace, not to an environment: this page is the same in sandbox and live.`,
  );
}
