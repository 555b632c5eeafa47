import { expect, test, type Page } from './fixtures';
import { walletLinkedOnLanding } from './support';

// Motion is the subject here (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** What the next reveal on the page went through, and how often its card's name was said at its face. */
interface RevealSeen {
  phases: string[];
  nameSaid?: number;
}

/**
 * Records every phase the next reveal on the page goes through, from the moment it is put in the
 * page, and at its face how many elements in its popup (or the page) say the card's name: read then,
 * since a popup goes on its own. With `skip`, clicks it (the overlay, or the popup) as soon as it
 * shows its back.
 */
function recordReveal(page: Page, { skip = false } = {}) {
  return page.evaluate((skipIt) => {
    const seen: RevealSeen = { phases: [] };
    (window as unknown as { revealSeen: RevealSeen }).revealSeen = seen;
    const observer = new MutationObserver(() => {
      const reveal = document.querySelector<HTMLElement>('[data-testid="card-reveal"]');
      const phase = reveal?.dataset.phase;
      if (!reveal || !phase || seen.phases.at(-1) === phase) return;
      seen.phases.push(phase);
      if (skipIt && phase === 'back') reveal.click();
      if (phase === 'face') {
        const name = reveal.querySelector('[data-testid="card-name"]')?.textContent ?? '';
        const around = reveal.closest('[role="status"]') ?? document.body;
        seen.nameSaid = Array.from(around.querySelectorAll('*')).filter(
          (element) => element.textContent === name && element.children.length === 0,
        ).length;
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
  }, skip);
}

const revealSeen = (page: Page) => page.evaluate(() => (window as unknown as { revealSeen: RevealSeen }).revealSeen);

test('the main button reveals the card from its back; one click then, before the face, opens the inventory', async ({ page }) => {
  const { claim } = await walletLinkedOnLanding(page);

  await recordReveal(page, { skip: true });
  await claim.click();
  // 'Click to view in inventory' is on screen from the first moment: the click on the card's back does it.
  await expect(page).toHaveURL(/\/inventory$/);
  expect((await revealSeen(page)).phases).toEqual(['back']);
});

test('the button pair’s popup plays the whole reveal, back, flip and face, and goes after 3 s', async ({ page }) => {
  await walletLinkedOnLanding(page);

  await recordReveal(page);
  await page.getByRole('button', { name: 'Collect Card' }).click();
  const popup = page.getByRole('status').filter({ hasText: 'You collected' });
  await expect(popup).toBeVisible();
  // The name is said once: on the card.
  await expect.poll(() => revealSeen(page)).toEqual({ phases: ['back', 'flip', 'face'], nameSaid: 1 });
  await expect(popup).toBeHidden({ timeout: 5_000 });
});
