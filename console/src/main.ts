/**
 * The console: a signed-in member's view of the workspace. Hash routes (`#/approvals`), so the
 * stack serves one page at `/console`; every page loads what it shows from the API with the
 * session cookie. Plain DOM: the console is small, and a framework would be most of its weight.
 */
import { ApiFailure, api, describe, setCsrfToken } from './api.ts';
import { field, h, notice } from './dom.ts';
import { enrolView, invitationToken } from './enrol.ts';
import { type Environment, environmentNote, environmentSwitch, hashFor, parseHash } from './environment.ts';
import { PAGES, type Page, workspaceWide } from './pages.ts';
import { type Session, signInWithPasskey } from './session.ts';

const app = document.getElementById('app')!;
let session: Session | null = null;
/** Set when the environment switch changed the page, so focus returns to it once the page is drawn again. */
let switched = false;

function render(...children: Node[]) {
  app.replaceChildren(...children);
}

function signInView(message?: HTMLElement) {
  const workspace = field('Workspace id', { name: 'workspace', autocomplete: 'organization', required: true, placeholder: 'ws_…' });
  const status = h('div', { 'aria-live': 'polite' });
  if (message) status.append(message);
  const form = h(
    'form',
    {
      class: 'card narrow',
      'aria-labelledby': 'sign-in-title',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        status.replaceChildren(notice('Waiting for your passkey…'));
        try {
          session = await signInWithPasskey(workspace.input.value.trim());
          void route();
        } catch (error) {
          status.replaceChildren(notice(describe(error), 'error'));
        }
      },
    },
    h('h1', { id: 'sign-in-title' }, 'Sign in'),
    h('p', {}, 'Sign in with the passkey you enrolled from your invitation.'),
    workspace.wrapper,
    h('button', { type: 'submit' }, 'Sign in with a passkey'),
    status,
  );
  render(h('main', { id: 'main' }, form));
  workspace.input.focus();
}

async function signOut() {
  try {
    await api('DELETE', '/v1/console/session');
  } finally {
    session = null;
    setCsrfToken(undefined);
    // Not `location.hash = ''`: its hashchange would ask for the ended session and draw the form again, emptying what was typed.
    history.replaceState(null, '', location.pathname);
    signInView(notice('Signed out.'));
  }
}

function shell(page: Page, environment: Environment, content: HTMLElement) {
  const nav = h(
    'nav',
    { 'aria-label': 'Console' },
    h(
      'ul',
      {},
      ...PAGES.map((p) =>
        h('li', {}, h('a', { href: hashFor(p.path, environment), 'aria-current': p === page ? 'page' : undefined }, p.title)),
      ),
    ),
  );
  const choose = (chosen: Environment) => {
    switched = true;
    location.hash = hashFor(page.path, chosen);
  };
  const scope = workspaceWide(page) ? 'workspace' : environment;
  const header = h(
    'header',
    {},
    h(
      'a',
      { class: 'skip', href: '#main', onclick: (e: Event) => (e.preventDefault(), document.getElementById('main')?.focus()) },
      'Skip to content',
    ),
    h('span', { class: 'brand' }, 'Console'),
    h('span', { class: 'who' }, session ? `${session.member.display_name} · ${session.workspace_id}` : ''),
    environmentSwitch(environment, choose),
    h('button', { type: 'button', class: 'secondary', onclick: signOut }, 'Sign out'),
  );
  document.body.classList.toggle('live', environment === 'live');
  // A live tab is marked as such in the tab strip too.
  document.title = `${environment === 'live' ? 'Live · ' : ''}${page.title} · Console`;
  const badge = h('span', { class: `badge ${scope}` }, scope === 'workspace' ? 'Workspace-wide' : scope === 'live' ? 'Live' : 'Sandbox');
  render(
    header,
    nav,
    h('main', { id: 'main', tabindex: -1 }, h('h1', {}, `${page.title} `, badge), environmentNote(scope, page.title), content),
  );
  if (switched) {
    switched = false;
    header.querySelector<HTMLInputElement>('input[name="environment"]:checked')?.focus();
  }
}

async function route(message?: string) {
  if (!session) {
    try {
      session = await api<Session>('GET', '/v1/console/session');
      setCsrfToken(session.csrf_token);
    } catch {
      return signInView();
    }
  }
  const { path, environment, params } = parseHash(location.hash);
  const page = PAGES.find((p) => p.path === path) ?? PAGES[0]!;
  const content = h('div', { 'aria-busy': 'true' }, notice('Loading…'));
  shell(page, environment, content);
  try {
    const loaded = await page.load({ session: session!, environment, params, refresh: route });
    content.replaceChildren(...(message ? [notice(message)] : []), loaded);
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      session = null;
      return signInView(notice('Your session has ended; sign in again.', 'error'));
    }
    content.replaceChildren(notice(describe(error), 'error'));
  }
  content.removeAttribute('aria-busy');
}

/** Enrolment first when the page was opened from an invitation's link; the console otherwise. */
if (location.pathname.endsWith('/console/enrol')) {
  render(
    enrolView(invitationToken(), (signedIn) => {
      session = signedIn;
      history.replaceState(null, '', '/console#/approvals');
      window.addEventListener('hashchange', () => void route());
      void route();
    }),
  );
} else {
  window.addEventListener('hashchange', () => void route());
  void route();
}
