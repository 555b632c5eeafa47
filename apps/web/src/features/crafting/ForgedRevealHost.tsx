import { lazy, Suspense } from 'react';
import { forgedReveals, useForgedCard } from './forged-reveals';

// Its own chunk: the app's first screen carries no style of a dialog it has not opened.
const ForgedReveal = lazy(() => import('./ForgedReveal'));

/** Where a card made at the Forge is revealed, whichever page made it: once in the app. */
export function ForgedRevealHost() {
  const card = useForgedCard();
  return card ? (
    <Suspense fallback={null}>
      <ForgedReveal key={card.id} card={card} onClose={forgedReveals.close} />
    </Suspense>
  ) : null;
}
