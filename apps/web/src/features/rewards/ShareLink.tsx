import { Alert, Button, Stack } from '@mantine/core';
import { extractErrorText } from '../../api/error-text';
import { CopyLinkField } from '../../components/CopyLinkField';
import { useSessionUser } from '../sessions';
import { useReferralLinkMutation } from './rewards.api';
import classes from './WaysToEarn.module.css';

/** A share rule's action: the collector's own referral link to the project, made on first asking, to copy. */
export function ShareLink({ collectionId }: { collectionId: string }) {
  const { isObserving } = useSessionUser();
  const [getLink, { data: link, error, isLoading }] = useReferralLinkMutation();
  if (!link)
    return (
      <Stack gap={6} className={classes.action}>
        <Button size="xs" onClick={() => void getLink(collectionId)} loading={isLoading} disabled={isObserving}>
          Get my referral link
        </Button>
        {error && (
          <Alert color="red" role="alert" p="xs">
            {extractErrorText(error)}
          </Alert>
        )}
      </Stack>
    );
  return <CopyLinkField label="Your referral link" url={link.url} size="xs" className={classes.share} shareTitle="Join me on Arcana" />;
}
