import { Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PROJECT_LIMITS } from '@arcana/shared';

/** What a creator writes about a project or a collection: plain text, whose links the public page makes clickable. */
export function DescriptionField({ rows, input }: { rows: number; input: GetInputPropsReturnType }) {
  return (
    <Textarea
      label="Description"
      description="Plain text; links become clickable"
      resize="vertical"
      rows={rows}
      maxLength={PROJECT_LIMITS.descriptionMax}
      {...input}
    />
  );
}
