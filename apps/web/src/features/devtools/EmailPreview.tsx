import { useId, useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TEST_EMAILS_PER_HOUR } from '@arcana/shared';
import { useEmailTemplateQuery, useSendTestEmailMutation } from './devtools.api';
import { errorCode, extractErrorText, retryAfterSeconds } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { showToast } from '../../components/toast';
import classes from './EmailTesterTool.module.css';

/** "4 minutes", "30 seconds": how long a refused test send has to wait. */
function waitText(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Why a test send was refused, in words that say what to do next. */
function SendFailure({ failure }: { failure: unknown }) {
  const code = errorCode(failure);
  if (code === 'RATE_LIMITED') {
    const wait = retryAfterSeconds(failure);
    return (
      <Alert color="yellow" title="Too many test e-mails" role="alert">
        You can send {TEST_EMAILS_PER_HOUR} test e-mails an hour. {wait ? `Try again in ${waitText(wait)}.` : 'Try again later.'}
      </Alert>
    );
  }
  if (code === 'VERIFIED_EMAIL_REQUIRED') {
    return (
      <Alert color="yellow" title="Verified e-mail required" role="alert">
        Test e-mails go only to your own address, and only once it is verified, so this tool can mail no one else. Verify your e-mail in{' '}
        <Anchor component={Link} to="/settings" size="sm">
          Settings
        </Anchor>
        , then try again.
      </Alert>
    );
  }
  return <ErrorAlert title="Test e-mail not sent" message={extractErrorText(failure)} />;
}

/** One template as a user would get it: subject, HTML (in a sandbox: no scripts, no same-origin access) and text. */
export function EmailPreview({ name }: { name: string }) {
  const { currentData: preview, error, isFetching } = useEmailTemplateQuery(name);
  const [sendTest, { isLoading: sending }] = useSendTestEmailMutation();
  const [sendFailure, setSendFailure] = useState<unknown>(null);
  const titleId = useId();

  async function send() {
    setSendFailure(null);
    try {
      const { message } = await sendTest(name).unwrap();
      showToast('success', 'Test Email Sent', message);
    } catch (failure) {
      setSendFailure(failure);
    }
  }

  if (error) return <ErrorAlert message={extractErrorText(error)} />;
  if (isFetching || !preview) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the preview" className={classes.previewBody}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={320} />
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className={classes.previewBody}>
      <div className={classes.previewHead}>
        <div className={classes.previewTitle}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Subject
          </Text>
          <h3 id={titleId} className={classes.subject}>
            {preview.subject}
          </h3>
          <Text size="sm" c="dimmed">
            {preview.description}
          </Text>
        </div>
        <Group gap="xs" className={classes.sendGroup}>
          <Button onClick={() => void send()} loading={sending}>
            Send test
          </Button>
          <Text size="xs" c="dimmed">
            To your own address
          </Text>
        </Group>
      </div>
      {sendFailure ? <SendFailure failure={sendFailure} /> : null}
      <h4 className={classes.partTitle}>HTML</h4>
      <iframe sandbox="" srcDoc={preview.html} title={`HTML of the ${preview.name} e-mail`} className={classes.frame} />
      <h4 className={classes.partTitle}>Plain text</h4>
      <pre className={classes.text}>{preview.text}</pre>
      <Text size="xs" c="dimmed" className={classes.sampleLink}>
        Sample link (opens nothing): {preview.sampleLink}
      </Text>
    </section>
  );
}
