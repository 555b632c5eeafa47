import { useState } from 'react';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { API_DOCS_PATH } from '@arcana/shared';
import classes from './ApiExplorerTool.module.css';

const EXPLORER_URL = `${API_DOCS_PATH}/`;
const OPENAPI_URL = `${API_DOCS_PATH}/json`;

/**
 * The server's Swagger UI, framed from our own origin (the only pages it lets frame). It reads the
 * signed-in token from this app's storage at each request, so what is tried here runs as this user.
 */
export function ApiExplorerTool() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={classes.tool}>
      <Text size="sm" c="dimmed">
        Every endpoint, from the OpenAPI document the server builds from its schemas. Requests you try here are sent as you, with your
        rights.
      </Text>
      <Group gap="lg">
        <Anchor href={EXPLORER_URL} target="_blank" rel="noopener noreferrer" data-autofocus>
          Open in a new tab
        </Anchor>
        <Anchor href={OPENAPI_URL} target="_blank" rel="noopener noreferrer">
          OpenAPI document (JSON)
        </Anchor>
      </Group>
      <div className={classes.frameBox}>
        {!loaded && (
          <div className={classes.loading}>
            <Loader aria-label="Loading the API Explorer" />
          </div>
        )}
        <iframe src={EXPLORER_URL} title="API Explorer" className={classes.frame} loading="lazy" onLoad={() => setLoaded(true)} />
      </div>
    </div>
  );
}
