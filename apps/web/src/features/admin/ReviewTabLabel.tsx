import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useReviewCountQuery } from './admin.api';

/** The Review tab, with how many versions wait for a decision beside its name (none: no badge). */
export function ReviewTabLabel() {
  const { data } = useReviewCountQuery();
  const waiting = data?.waiting ?? 0;
  return (
    <Tabs.Tab
      value="review"
      rightSection={
        waiting > 0 && (
          <Badge size="sm" circle={waiting < 10} color="yellow" autoContrast data-testid="review-count">
            {waiting}
            <VisuallyHidden> waiting</VisuallyHidden>
          </Badge>
        )
      }
    >
      Review
    </Tabs.Tab>
  );
}
