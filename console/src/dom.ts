/** A few DOM helpers: elements built from tag, attributes and children, never from HTML strings. */
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
