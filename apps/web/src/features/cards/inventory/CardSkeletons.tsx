import { Skeleton, VisuallyHidden } from '@mantine/core';
import { EARLY_CARDS_ATTRIBUTE, LEFT_TO_THE_PAGE } from './early-inventory';
import classes from './CardSkeletons.module.css';

/** The most columns the grid has (docs/product-rules.md "Inventory"), two rows of which stand in while the cards load. */
const MOST_SKELETONS = 5 * 2;

/**
 * Card-shaped placeholders in the grid's own columns, laid out by CSS alone: they are on the
 * prerendered page, drawn before any script could measure the screen. Before them, a slot the
 * first-screen script fills with the newest cards when it has them before the app
 * (early-inventory.ts), and the skeletons make way for them.
 */
export function CardSkeletons() {
  return (
    <div role="status" data-testid="inventory-loading">
      <VisuallyHidden>Loading cards</VisuallyHidden>
      <div
        aria-hidden
        className={`${classes.grid} ${classes.early}`}
        {...{ [EARLY_CARDS_ATTRIBUTE]: MOST_SKELETONS }}
        dangerouslySetInnerHTML={LEFT_TO_THE_PAGE}
      />
      <div aria-hidden className={`${classes.grid} ${classes.skeletons}`}>
        {Array.from({ length: MOST_SKELETONS }, (_, i) => (
          <Skeleton key={i} radius={16} className={classes.card} />
        ))}
      </div>
    </div>
  );
}
