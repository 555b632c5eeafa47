import { Group, Radio, Stack } from '@mantine/core';

export interface Choice {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/**
 * One of a few things to go on with: radio buttons, so arrow keys move between them. Inline, short
 * choices share a line and wrap on a phone, where a segmented control would run past its edge.
 */
export function ChooseOne({
  label,
  choices,
  value,
  onChange,
  inline = false,
}: {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  inline?: boolean;
}) {
  const Layout = inline ? Group : Stack;
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Layout gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} disabled={choice.disabled} />
        ))}
      </Layout>
    </Radio.Group>
  );
}

export const NEW_CHOICE = 'new';
