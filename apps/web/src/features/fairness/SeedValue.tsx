import { ActionIcon, Tooltip } from '@mantine/core';
import { useCopy } from '../../components/useCopy';
import classes from './Fairness.module.css';

/** One labelled value of a seed, in monospace, with a button that copies it. */
export function SeedValue({ label, value }: { label: string; value: string | number }) {
  const { copied, copy } = useCopy();
  return (
    <div className={classes.value}>
      <dt>{label}</dt>
      <dd>
        <span className={classes.mono}>{value}</span>
        <Tooltip label={copied ? 'Copied' : 'Copy'}>
          <ActionIcon variant="subtle" size="sm" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => copy(String(value))}>
            <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              <rect x="9" y="9" width="12" height="12" rx="2" />
              <path d="M5 15V5a2 2 0 0 1 2-2h10" />
            </svg>
          </ActionIcon>
        </Tooltip>
      </dd>
    </div>
  );
}
