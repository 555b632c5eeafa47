import { Anchor, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './GameApiGuide.module.css';
import { API_DOCS_PATH, API_PREFIX, API_V1_PATHS, PARKED_GRANT_DAYS, PLAYER_LINK_PAGE_PATH } from '@arcana/shared';

const origin = () => window.location.origin;

/** How a game's server uses the API, step by step, with the requests it sends. */
export function GameApiGuide() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="game-api-guide">
      <Stack gap="sm">
        <Title order={2} size="h3" id="game-api-guide">
          How it works
        </Title>
        <List type="ordered" spacing="sm">
          <List.Item>
            In Manage Collections, open a collection’s earning rules and add “Your game’s server”: it sets the most draws one grant gives,
            and caps like any rule. Turn it on.
          </List.Item>
          <List.Item>Make a key under API keys, with the scopes your server needs, and keep it on the server.</List.Item>
          <List.Item>
            <Text span>Link a player: your server asks for a code for its own player id, and the game shows it.</Text>
            <Code block mt={4} className={classes.request}>
              {`POST ${API_PREFIX}${API_V1_PATHS.linkCodes}\nAuthorization: Bearer ak_live_…\nIdempotency-Key: <a new id per request>\n\n{ "playerId": "player-42" }`}
            </Code>
            <Text span size="sm">
              The player enters it at {origin()}
              {PLAYER_LINK_PAGE_PATH}, signed in to Arcana.
            </Text>
          </List.Item>
          <List.Item>
            <Text span>Grant draws when the player earns them. A retry with the same Idempotency-Key never grants twice.</Text>
            <Code block mt={4} className={classes.request}>
              {`POST ${API_PREFIX}${API_V1_PATHS.grants}\nAuthorization: Bearer ak_live_…\nIdempotency-Key: <a new id per grant>\n\n{ "playerId": "player-42", "collectionId": "…", "draws": 1, "reason": "finished level 3" }`}
            </Code>
            <Text span size="sm">
              A player not linked yet gets the draws when they link, within {PARKED_GRANT_DAYS} days.
            </Text>
          </List.Item>
        </List>
        <Text size="sm">
          Every operation, its fields and its errors:{' '}
          <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer" underline="always">
            the API reference
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
