import { useId } from 'react';
import { Progress } from '@mantine/core';
import type { TSteamAchievement, TSteamAchievementsResponse } from '@arcana/shared/schemas';
import classes from './SteamAchievementsTool.module.css';

const UNLOCK_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Achieved first (the server sends them so; kept here too, stably), locked after. */
const achievedFirst = (achievements: readonly TSteamAchievement[]) =>
  achievements.toSorted((a, b) => Number(b.achieved) - Number(a.achieved));

function UnlockStatus({ achievement }: { achievement: TSteamAchievement }) {
  if (!achievement.achieved) return <span className={`${classes.status} ${classes.locked}`}>Locked</span>;
  return (
    <span className={`${classes.status} ${classes.unlocked}`}>
      Unlocked
      {achievement.unlockedAt && (
        <>
          {' '}
          <time dateTime={achievement.unlockedAt}>{UNLOCK_DATE.format(new Date(achievement.unlockedAt))}</time>
        </>
      )}
    </span>
  );
}

export function SteamAchievementsResult({ result }: { result: TSteamAchievementsResponse }) {
  const titleId = useId();
  const percent = result.totalCount ? Math.round((result.achievedCount / result.totalCount) * 100) : 0;
  return (
    <section aria-labelledby={titleId}>
      <div className={classes.summary}>
        <h3 id={titleId} className={classes.gameName}>
          {result.gameName || `App ${result.appId}`}
        </h3>
        <p className={classes.count}>
          <span className={classes.countFigure}>
            {result.achievedCount} / {result.totalCount}
          </span>{' '}
          achievements unlocked
        </p>
        <Progress value={percent} color="cyan" size="sm" aria-label={`${percent}% of achievements unlocked`} />
        <p className={classes.meta}>
          Steam ID {result.steamId} · App {result.appId}
        </p>
      </div>
      {result.achievements.length === 0 ? (
        <p className={classes.meta}>Steam lists no achievements for this game.</p>
      ) : (
        <ul className={classes.list} aria-label="Achievements">
          {achievedFirst(result.achievements).map((achievement) => (
            <li key={achievement.apiName} className={`${classes.item} ${achievement.achieved ? classes.achieved : ''}`}>
              <div className={classes.itemText}>
                <span className={classes.itemName}>{achievement.name}</span>
                {achievement.description && <span className={classes.itemDescription}>{achievement.description}</span>}
              </div>
              <UnlockStatus achievement={achievement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
