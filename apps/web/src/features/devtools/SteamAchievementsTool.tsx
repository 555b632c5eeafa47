import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZSteamAchievementsQuery } from '@arcana/shared/schemas';
import { useLazySteamAchievementsQuery } from './devtools.api';
import { SteamAchievementsFailure } from './SteamAchievementsFailure';
import { SteamAchievementsResult } from './SteamAchievementsResult';
import classes from './SteamAchievementsTool.module.css';

interface SteamForm {
  steamId: string;
  appId: string;
}

/** The fields as the call takes them: an empty Steam ID means the signed-in user's linked account. */
const queryOf = ({ steamId, appId }: SteamForm) => ({ steamId: steamId.trim() || undefined, appId: appId.trim() });
const validateQuery = schemaResolver(ZSteamAchievementsQuery, { sync: true });

/** Which achievements a Steam account has unlocked in one game (Steam's GetPlayerAchievements, through the server). */
export function SteamAchievementsTool() {
  const [verify, { currentData, error, isFetching }] = useLazySteamAchievementsQuery();
  const form = useForm<SteamForm>({
    initialValues: { steamId: '', appId: '' },
    validate: (values) => validateQuery(queryOf(values)),
  });

  const submit = (values: SteamForm) => void verify(ZSteamAchievementsQuery.parse(queryOf(values)));

  return (
    <div className={classes.tool}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <div className={classes.fields}>
          <TextInput
            label="Steam ID"
            description="SteamID64 of the account to check (optional)"
            placeholder="Empty: your linked Steam account"
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('steamId')}
          />
          <TextInput
            label="App ID"
            description="The number in the game's Steam store address"
            placeholder="440"
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('appId')}
          />
        </div>
        <Group mt="md">
          <Button type="submit" loading={isFetching}>
            Verify Achievements
          </Button>
        </Group>
      </form>
      {!isFetching && error ? <SteamAchievementsFailure failure={error} /> : null}
      {!isFetching && currentData ? <SteamAchievementsResult result={currentData} /> : null}
    </div>
  );
}
