import { Radio, Stack } from '@mantine/core';

export interface Choice {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** One of a few things to go on with: radio buttons, so arrow keys move between them. */
export function ChooseOne({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} disabled={choice.disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export const NEW_CHOICE = 'new';
