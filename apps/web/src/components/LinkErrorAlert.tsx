import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A failed e-mail link; when it expired (LINK_EXPIRED), point to where a new one is asked for
 * (docs/product-rules.md "Errors and bad input").
 */
export function LinkErrorAlert({
  message,
  expired,
  renewPath,
  renewLabel,
}: {
  message: string;
  expired: boolean;
  renewPath: string;
  renewLabel: string;
}) {
  return (
    <Alert color="red" role="alert" title="Something went wrong">
      <Text size="sm">{message}</Text>
      {expired && (
        // The alert's own text colour: the link colour on the red panel is under 4.5:1.
        <Anchor component={Link} to={renewPath} size="sm" c="inherit" underline="always">
          {renewLabel}
        </Anchor>
      )}
    </Alert>
  );
}
