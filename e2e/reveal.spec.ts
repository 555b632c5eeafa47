import { expect, test, type Page } from './fixtures';
import { walletLinkedOnLanding } from './support';

// Motion is the subject here (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/**
 * Records every phase the next reveal on the page goes through, from the moment it is put in the
 * page; with `skip`, clicks it (the overlay, or the popup) as soon as it shows its back.
 */
function recordReveal(page: Page, { skip = false } = {}) {
  return page.evaluate((skipIt) => {
    const phases: string[] = [];
    (window as unknown as { revealPhases: string[] }).revealPhases = phases;
    const observer = new MutationObserver(() => {
      const reveal = document.querySelector<HTMLElement>('[data-testid="card-reveal"]');
      const phase = reveal?.dataset.phase;
      if (!reveal || !phase || phases.at(-1) === phase) return;
      phases.push(phase);
      if (skipIt && phase === 'back') reveal.click();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
  }, skip);
}

const phasesSeen = (page: Page) => page.evaluate(() => (window as unknown as { revealPhases: string[] }).revealPhases);

test('the main button reveals the card from its back; one click then, before the face, opens the inventory', async ({ page }) => {
  const { claim } = await walletLinkedOnLanding(page);

  await recordReveal(page, { skip: true });
  await claim.click();
  // 'Click to view in inventory' is on screen from the first moment: the click on the card's back does it.
  await expect(page).toHaveURL(/\/inventory$/);
  expect(await phasesSeen(page)).toEqual(['back']);
});

test('the button pair’s popup plays the whole reveal, back, flip and face, and goes after 3 s', async ({ page }) => {
  await walletLinkedOnLanding(page);

  await recordReveal(page);
  await page.getByRole('button', { name: 'Collect Card' }).click();
  const popup = page.getByRole('status').filter({ hasText: 'You collected' });
  await expect(popup.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'face');
  expect(await phasesSeen(page)).toEqual(['back', 'flip', 'face']);
  // The name is said once: on the card.
  const name = (await popup.getByTestId('card-name').textContent())!;
  await expect(popup.getByText(name, { exact: true })).toHaveCount(1);
  await expect(popup).toBeHidden({ timeout: 5_000 });
});
