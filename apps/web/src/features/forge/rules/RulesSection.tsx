import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { REWARD_LIMITS, REWARD_MESSAGES } from '@arcana/shared';
import type { TCollection } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { useSessionUser } from '../../sessions';
import { isCreator } from '../../../components/CreatorChecklist';
import { CreatorRequirements } from '../create/CreatorRequirements';
import { AddRuleForm } from './AddRuleForm';
import { RulesTable } from './RulesTable';
import { useCollectionRulesQuery } from './rules.api';

/**
 * A collection's earning rules, with the form that adds one (docs/product-rules.md "Earning rules"):
 * at most 30, each starting off. Adding and changing need what creating needs.
 */
export function RulesSection({
  collection,
  projectId,
  onPointAtTwitch,
}: {
  collection: TCollection;
  projectId: string;
  onPointAtTwitch: () => void;
}) {
  const { user } = useSessionUser();
  const { data: rules, error } = useCollectionRulesQuery(collection.id);
  // Open at first while there is no rule; then opened by the creator's click, and closed once done.
  const [form, setForm] = useState<'asked' | 'closed' | null>(null);
  const open = form ?? (rules?.length === 0 ? 'first' : 'closed');
  const full = (rules?.length ?? 0) >= REWARD_LIMITS.rulesPerCollection;

  function addPart() {
    if (user && !isCreator(user)) return <CreatorRequirements user={user} />;
    if (open !== 'closed') {
      return <AddRuleForm collectionId={collection.id} focusFirst={open === 'asked'} onDone={() => setForm('closed')} />;
    }
    return (
      <Group>
        <Button variant="light" disabled={full} onClick={() => setForm('asked')}>
          Add a rule
        </Button>
        {full && <Text c="dimmed">{REWARD_MESSAGES.tooManyRules}</Text>}
      </Group>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rules-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="rules-heading">
            Rules
          </Title>
          <Text size="sm" c="dimmed">
            What earns draws in {collection.name}. {rules ? `${rules.length} of ${REWARD_LIMITS.rulesPerCollection} rules.` : ''}
          </Text>
        </div>
        {error && (
          <Alert color="red" role="alert">
            {extractErrorText(error)}
          </Alert>
        )}
        {!rules && !error && <Skeleton height={120} />}
        {rules?.length === 0 && (
          <Text c="dimmed">
            No rules yet. Add one to say what earns draws here: a Twitch follow or cheer, a Steam achievement, a donation or a share. A rule
            starts off; turn it on when it is ready.
          </Text>
        )}
        {rules && rules.length > 0 && (
          <RulesTable rules={rules} label={`Rules of ${collection.name}`} projectId={projectId} onPointAtTwitch={onPointAtTwitch} />
        )}
        {rules && addPart()}
      </Stack>
    </Paper>
  );
}
