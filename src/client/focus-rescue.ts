/**
 * When the focused control goes away on a page (a saved search deleted) or turns itself off ("Mark
 * all as read" once nothing is unread), the browser drops the focus on the body and the next Tab starts again at the top of the
 * page. The focus goes instead to the heading of the nearest section still there (or the page's
 * title), so that the keyboard carries on where the user was. Dialogs keep the focus themselves
 * (components/ui/dialog.tsx); this acts only when the focus ended on the body.
 */

const headings = 'h1, h2, h3, h4';

/**
 * The heading of the part of the page `box` belongs to: of its nearest ancestor named by a heading
 * (aria-labelledby) or holding one (a card with its title), inside the main content; else the page's title.
 */
function headingFor(box: Element): HTMLElement | null {
  for (let node: Element | null = box; node && node.tagName !== 'MAIN'; node = node.parentElement) {
    const id = node.getAttribute('aria-labelledby')?.split(' ')[0];
    const named = id ? document.getElementById(id) : null;
    if (named?.matches(headings)) return named;
    const held = node.querySelector<HTMLElement>(headings);
    if (held) return held;
  }
  return document.querySelector<HTMLElement>('header h1');
}

/** The control can no longer hold the focus: gone from the page, or disabled by what it did. */
const lost = (control: Element) => !control.isConnected || control.matches(':disabled');

function rescue(event: FocusEvent): void {
  if (event.relatedTarget || !(event.target instanceof Element)) return;
  const ancestors: Element[] = [];
  for (let node = event.target.parentElement; node; node = node.parentElement) ancestors.push(node);
  const control = event.target;
  // After the change that removed it has finished (and after a dialog's own handling).
  setTimeout(() => {
    if (!lost(control) || (document.activeElement && document.activeElement !== document.body)) return;
    const survivor = ancestors.find((node) => node.isConnected);
    const heading = survivor && headingFor(survivor);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
}

let installed = false;

/** Once per page, from the platform's top bar. */
export function installFocusRescue(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('focusout', rescue, true);
}
