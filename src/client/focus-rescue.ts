/**
 * When the focused control goes away, the browser drops the focus on the body and the next Tab
 * starts again at the top of the page. That happens on a page when an action removes its own
 * button (a saved search deleted) or turns it off ("Mark all as read" once nothing is unread), and
 * when a dialog opened without a trigger closes (the fleet's vehicle form, a transport opened from
 * its row): Radix gives the focus back to a trigger only. The focus goes instead:
 * - for a control on the page: to the heading of the nearest section still there (or the page's title);
 * - for one in a dialog, menu or toast: back to the page's control that had the focus before it
 *   opened, or, when that one went too (the vehicle removed), to its section's heading; with none
 *   (opened by a click on a list's row, or by the page's address), to the page's title.
 * Dialogs that stay open keep the focus themselves (components/ui/dialog.tsx); this acts only when
 * the focus ended on the body.
 */

const headings = 'h1, h2, h3, h4';
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The page itself, not a dialog, menu or toast laid over it (those are portals outside these). */
const onPage = (element: Element) => element.closest('main, header, aside') !== null;

/** The last control focused on the page itself: where a dialog or menu opened from. */
let opener: Element | null = null;

/**
 * The heading of the part of the page `box` belongs to: of its nearest ancestor named by a heading
 * (aria-labelledby) or holding one (a card with its title), inside the main content; else the page's title.
 * Only a heading shown can take the focus.
 */
function headingFor(box: Element | undefined): HTMLElement | null {
  for (let node: Element | null = box ?? null; node && node.tagName !== 'MAIN' && node !== document.body; node = node.parentElement) {
    const id = node.getAttribute('aria-labelledby')?.split(' ')[0];
    const named = id ? document.getElementById(id) : null;
    if (named?.matches(headings) && named.checkVisibility()) return named;
    // Not one hidden at this width (a table's rows are also there as cards, hidden on a laptop).
    const held = [...node.querySelectorAll<HTMLElement>(headings)].find((heading) => heading.checkVisibility());
    if (held) return held;
  }
  return document.querySelector<HTMLElement>('header h1');
}

/** The control can no longer hold the focus: gone from the page, or disabled by what it did. */
const lost = (control: Element) => !control.isConnected || control.matches(':disabled');

const ancestorsOf = (element: Element | null): Element[] => {
  const ancestors: Element[] = [];
  for (let node = element?.parentElement; node; node = node.parentElement) ancestors.push(node);
  return ancestors;
};

function rescue(event: FocusEvent): void {
  if (event.relatedTarget || !(event.target instanceof Element)) return;
  const control = event.target;
  // The page's control to come back to: this one, or the one a dialog or menu was opened from.
  const place = onPage(control) ? null : opener;
  const ancestors = ancestorsOf(onPage(control) ? control : place);
  // After the change that removed it has finished (and after a dialog's own handling).
  setTimeout(() => {
    if (!lost(control) || (document.activeElement && document.activeElement !== document.body)) return;
    if (place && !lost(place) && place instanceof HTMLElement) {
      // Where the user left it: the page does not move to it.
      place.focus({ preventScroll: true });
      return;
    }
    const heading = headingFor(ancestors.find((node) => node.isConnected));
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
}

function remember(event: FocusEvent): void {
  if (event.target instanceof Element && onPage(event.target)) opener = event.target;
}

/**
 * A press beside any control (on a list's row, say) focuses nothing: what was focused before is not
 * where a dialog opened by that press comes back to (the page would jump to it).
 */
function forget(event: PointerEvent): void {
  if (event.target instanceof Element && onPage(event.target) && !event.target.closest(focusable)) opener = null;
}

let installed = false;

/** Once per page, from the platform's top bar. */
export function installFocusRescue(): void {
  if (installed) return;
  installed = true;
  opener = document.activeElement && onPage(document.activeElement) ? document.activeElement : null;
  document.addEventListener('focusin', remember, true);
  document.addEventListener('pointerdown', forget, true);
  document.addEventListener('focusout', rescue, true);
}
