import classes from './SkipLink.module.css';

/**
 * The first stop of the Tab key: hidden until focused, it moves focus past the header to `targetId`
 * (the main landmark, which must accept focus: tabIndex -1). Focus is moved by hand, so the address
 * does not gain a #fragment that the router would treat as a navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
