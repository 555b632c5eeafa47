import { Text, Title } from '@mantine/core';
import { FORGE_COMMUNITY_STATS, FORGE_FEATURES, FORGE_STEPS } from './forge-content';
import { LineIcon } from '../../components/LineIcon';
import classes from './ForgeOverview.module.css';

/** What the Forge is for, open to everyone: features, the four steps and the community's figures. */
export function ForgeOverview() {
  return (
    <div className={classes.overview}>
      <section className={classes.section} aria-labelledby="forge-features">
        <Title order={2} id="forge-features" className={classes.sectionTitle}>
          What You Can Forge
        </Title>
        <ul className={classes.features}>
          {FORGE_FEATURES.map((feature) => (
            <li key={feature.title} className={`${classes.panel} ${classes.feature}`}>
              <span className={classes.icon}>
                <LineIcon name={feature.icon} />
              </span>
              <Title order={3} className={classes.itemTitle}>
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </li>
          ))}
        </ul>
      </section>

      <section className={classes.section} aria-labelledby="forge-steps">
        <Title order={2} id="forge-steps" className={classes.sectionTitle}>
          How It Works
        </Title>
        <ol className={classes.steps}>
          {FORGE_STEPS.map((step, index) => (
            <li key={step.title} className={`${classes.panel} ${classes.step}`}>
              <span className={classes.stepNumber}>{index + 1}</span>
              <div className={classes.stepBody}>
                <Title order={3} className={classes.itemTitle}>
                  {step.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={classes.section} aria-labelledby="forge-stats">
        <div>
          <Title order={2} id="forge-stats" className={classes.sectionTitle}>
            Community Stats
          </Title>
          <Text size="sm" c="dimmed">
            What creators across the community have forged so far.
          </Text>
        </div>
        <dl className={classes.stats}>
          {FORGE_COMMUNITY_STATS.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
