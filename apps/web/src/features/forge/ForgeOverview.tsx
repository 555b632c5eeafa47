import { Skeleton, Text, Title } from '@mantine/core';
import { FORGE_COMMUNITY_FIGURES, FORGE_FEATURES, FORGE_STEPS } from './forge-content';
import { useCommunityFiguresQuery } from '../cards';
import { LineIcon } from '../../components/LineIcon';
import classes from './ForgeOverview.module.css';

/** What the Forge is for, open to everyone: features, the four steps and the community's figures. */
export function ForgeOverview() {
  const figures = useCommunityFiguresQuery();
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
            {figures.isError ? 'The figures could not be read just now.' : 'What the community has collected so far.'}
          </Text>
        </div>
        {!figures.isError && (
          <dl className={classes.stats} aria-busy={figures.isLoading}>
            {FORGE_COMMUNITY_FIGURES.map((figure) => (
              <div key={figure.label} className={classes.stat}>
                <dt className={classes.statLabel}>{figure.label}</dt>
                <dd className={classes.statValue}>
                  {figures.data ? figures.data[figure.value].toLocaleString() : <Skeleton height="1em" width="4ch" />}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
