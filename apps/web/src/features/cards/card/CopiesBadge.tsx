import classes from './CopiesBadge.module.css';

/**
 * How many copies a stacked card stands for (docs/product-rules.md "Inventory"), as the eye reads it:
 * "×3", placed by `className`. A screen reader hears `CopiesSpoken` instead, where the card's own text
 * has been read: it would read the sign as a multiplication.
 */
export function CopiesBadge({ copies, className = '' }: { copies: number; className?: string }) {
  return (
    <span className={`${classes.badge} ${className}`} data-testid="card-copies" aria-hidden>
      ×{copies}
    </span>
  );
}

/** The copies in words, for a screen reader alone: ", 3 copies". */
export function CopiesSpoken({ copies }: { copies: number }) {
  return <span className={classes.srOnly}>, {copies} copies</span>;
}
