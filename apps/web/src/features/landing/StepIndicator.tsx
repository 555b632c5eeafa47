import type { LandingStep } from './landing-scroll';
import { OVERLAY_TITLES } from './overlay-titles';
import classes from './StepIndicator.module.css';

const STEP_NAMES = ['Intro', ...OVERLAY_TITLES];

interface StepIndicatorProps {
  step: LandingStep;
  onJump: (step: LandingStep) => void;
  onPrevious: () => void;
  onNext: () => void;
}

function Arrow({ up }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden focusable="false">
      <path
        d={up ? 'M3 10.5 8 5.5l5 5' : 'M3 5.5l5 5 5-5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The vertical four-step indicator (docs/product-rules.md "Landing"): a labelled navigation of buttons, the current one marked. */
export function StepIndicator({ step, onJump, onPrevious, onNext }: StepIndicatorProps) {
  return (
    <nav className={classes.indicator} aria-label="Landing sections">
      <button type="button" className={classes.arrow} onClick={onPrevious} aria-label="Previous section">
        <Arrow up />
      </button>
      <ol className={classes.steps}>
        {STEP_NAMES.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              className={classes.dot}
              onClick={() => onJump(index as LandingStep)}
              aria-label={name}
              aria-current={index === step ? 'step' : undefined}
              data-step={index}
            />
          </li>
        ))}
      </ol>
      <button type="button" className={classes.arrow} onClick={onNext} aria-label="Next section">
        <Arrow />
      </button>
    </nav>
  );
}
