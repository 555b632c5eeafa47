import type { Locator, Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the element is on the screen now; it must be there. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the screen`);
  return box;
}

/** The two overlap by more than a rounding's pixel; boxes that only touch do not. */
export const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/** Every pair of the named boxes that overlap, as 'a × b': the empty list is the layout's promise. */
export function collisions(boxes: Record<string, Box | null>): string[] {
  const named = Object.entries(boxes).filter((entry): entry is [string, Box] => entry[1] !== null);
  return named.flatMap(([a, boxA], i) =>
    named
      .slice(i + 1)
      .filter(([, boxB]) => overlap(boxA, boxB))
      .map(([b]) => `${a} × ${b}`),
  );
}

/**
 * Every control a person must reach that something else covers, as 'control ← what covers it': each
 * visible, enabled control whose visible part is in the window is hit-tested at that part's centre, and
 * must be what the pointer meets there (or its own label). With a modal dialog open only the dialog's
 * controls count; what is inert or hidden from assistive technology is left out; a menu, list, tooltip
 * or popover the person opened covers the page by design, and a toast may cover it for its few seconds
 * (never the header: docs/product-rules.md "Toasts"). Once the page has scrolled, the band under
 * the sticky header is out of view rather than covered.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[tabindex]:not([tabindex^="-"])',
      ...[
        'button',
        'link',
        'tab',
        'switch',
        'checkbox',
        'radio',
        'menuitem',
        'menuitemcheckbox',
        'menuitemradio',
        'option',
        'slider',
        'combobox',
      ].map((role) => `[role=${role}]`),
    ].join(', ');
    const POPUPS = '[role=menu], [role=listbox], [role=tooltip], [role=dialog]:not([aria-modal=true])';
    const TOASTS = '.mantine-Notifications-root';
    const MODALS = '[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true], dialog:modal';

    type Area = { left: number; top: number; right: number; bottom: number };
    const intersect = (a: Area, b: Area): Area => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      const role = element.getAttribute('role');
      const kind = element.classList[0];
      return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${kind ? `.${kind}` : ''} '${label.trim().replace(/\s+/g, ' ').slice(0, 40)}'`;
    };

    const modal = Array.from(document.querySelectorAll(MODALS)).filter(shown).at(-1);
    const scrolled = (document.scrollingElement?.scrollTop ?? 0) > 0;
    const banner = document.querySelector('header');
    const window_: Area = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: document.documentElement.clientHeight };

    /** The part of the element a person sees: clipped by the window and by every ancestor that clips. */
    const visibleArea = (element: Element) => {
      let area: Area = intersect(element.getBoundingClientRect(), window_);
      if (scrolled && banner && !banner.contains(element) && !modal) area.top = Math.max(area.top, banner.getBoundingClientRect().bottom);
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') area = intersect(area, parent.getBoundingClientRect());
      }
      return area;
    };
    const isOwnLabel = (control: Element, hit: Element) => {
      const labels = [...Array.from((control as HTMLInputElement).labels ?? []), control.closest('label')].filter(Boolean);
      return labels.some((label) => label!.contains(hit));
    };

    const covered: string[] = [];
    for (const control of Array.from((modal ?? document).querySelectorAll(CONTROLS))) {
      if (control.closest('[inert], [aria-hidden=true]') || control.matches(':disabled, [aria-disabled=true]')) continue;
      if (!shown(control) || getComputedStyle(control).pointerEvents === 'none') continue;
      const area = visibleArea(control);
      if (area.right - area.left < 2 || area.bottom - area.top < 2) continue;
      const hit = document.elementFromPoint((area.left + area.right) / 2, (area.top + area.bottom) / 2);
      if (!hit || control.contains(hit) || hit.contains(control) || isOwnLabel(control, hit)) continue;
      const popup = hit.closest(POPUPS);
      if (popup && !popup.contains(control)) continue;
      if (hit.closest(TOASTS) && !banner?.contains(control)) continue;
      covered.push(`${name(control)} ← ${name(hit)}`);
    }
    return covered;
  });
}
