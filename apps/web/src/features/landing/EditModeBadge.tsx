import classes from './EditModeBadge.module.css';

/** Says edit mode is on, how to use it and how to leave; puts everything back on request. */
export function EditModeBadge({ hintId, onReset }: { hintId: string; onReset: () => void }) {
  return (
    <div className={classes.badge} role="status">
      <strong className={classes.title}>Edit mode</strong>
      <span id={hintId} className={classes.hint}>
        Drag the title or the button, or focus one and use the arrow keys. Ctrl+E to finish.
      </span>
      <button type="button" className={classes.reset} onClick={onReset}>
        Reset positions
      </button>
    </div>
  );
}
