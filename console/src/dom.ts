/** A few DOM helpers: elements built from tag, attributes and children, never from HTML strings. */
import { describe } from './api.ts';
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | ((event: Event) => void) | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(child instanceof Node ? child : String(child));
  return element;
}

let fieldIds = 0;
/** A labelled input: the label names it for screen readers and moves focus to it when clicked. */
export function field(label: string, attrs: Attrs = {}): { wrapper: HTMLElement; input: HTMLInputElement } {
  const id = `field-${++fieldIds}`;
  const input = h('input', { id, ...attrs });
  return { wrapper: h('div', { class: 'field' }, h('label', { for: id }, label), input), input };
}

/** A table with a caption, its header row and one row per item. */
export function table<T>(caption: string, columns: Array<[string, (item: T) => Child]>, items: readonly T[]): HTMLElement {
  if (items.length === 0) return h('p', { class: 'empty' }, `${caption}: none.`);
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h('thead', {}, h('tr', {}, ...columns.map(([name]) => h('th', { scope: 'col' }, name)))),
      h('tbody', {}, ...items.map((item) => h('tr', {}, ...columns.map(([name, cell]) => h('td', { 'data-label': name }, cell(item)))))),
    ),
  );
}

/** A status line read out by screen readers when it changes. */
export function notice(text: string, kind: 'error' | 'ok' = 'ok'): HTMLElement {
  return h('p', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
}

/** A secret shown once: a read-only, labelled field to select and copy from. */
export function secret(label: string, value: string): HTMLElement {
  return field(label, { class: 'secret', readonly: true, value, autocomplete: 'off', spellcheck: 'false' }).wrapper;
}

/** A group of labelled checkboxes under a legend; returns the values ticked. */
export function checkboxes(legend: string, name: string, values: readonly string[]): { wrapper: HTMLElement; checked: () => string[] } {
  const boxes = values.map((value) => {
    const id = `field-${++fieldIds}`;
    return { value, input: h('input', { id, type: 'checkbox', name, value }), id };
  });
  return {
    wrapper: h(
      'fieldset',
      { class: 'choices' },
      h('legend', {}, legend),
      ...boxes.map((b) => h('span', { class: 'choice' }, b.input, h('label', { for: b.id }, b.value))),
    ),
    checked: () => boxes.filter((b) => b.input.checked).map((b) => b.value),
  };
}

/** A button that runs `action` once at a time, reporting failures in `status`. */
export function actionButton(
  label: string,
  attrs: { 'aria-label'?: string; class?: string },
  status: HTMLElement,
  action: () => Promise<void>,
): HTMLButtonElement {
  const button = h('button', { type: 'button', class: attrs.class ?? 'secondary', 'aria-label': attrs['aria-label'] }, label);
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await action();
    } catch (error) {
      status.replaceChildren(notice(describe(error), 'error'));
    } finally {
      button.disabled = false;
    }
  });
  return button;
}

/** One page of a list route's answer. */
export interface Listing<T> {
  items: T[];
  next_cursor: string | null;
}

export const short = (text: string) => (text.length > 18 ? `${text.slice(0, 10)}…${text.slice(-6)}` : text);
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
export const code = (text: string) => h('code', { title: text }, short(text));
export const amount = (units: string, asset: string) => h('span', { class: 'amount' }, `${units} ${asset}`);
