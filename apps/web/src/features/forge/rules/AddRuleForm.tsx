import { useState } from 'react';
import { Fieldset, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isTwitchSource, RULE_SOURCES, ZRuleBody, type TRuleSource } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { placeRefusal, schemaErrors } from '../../../api/form-errors';
import { CapsFields } from './CapsFields';
import { ruleBody, ruleFields, ruleFormValues } from './rule-form-values';
import { SOURCE_LABELS } from '../../rewards';
import { TermsFields } from './TermsFields';
import { useAddRuleMutation } from './rules.api';
import { FormButtons } from './FormButtons';

const option = (source: TRuleSource) => ({ value: source, label: SOURCE_LABELS[source] });
const SOURCE_OPTIONS = [
  { group: 'Twitch', items: RULE_SOURCES.filter(isTwitchSource).map(option) },
  { group: 'Steam', items: RULE_SOURCES.filter((s) => s.startsWith('steam.')).map(option) },
  { group: 'Other', items: RULE_SOURCES.filter((s) => !s.includes('.')).map(option) },
];

/**
 * A new earning rule (docs/product-rules.md "Earning rules"): a source, the condition and reward its
 * terms need, and optional caps, checked against the contract before it is sent. It starts off.
 */
export function AddRuleForm({
  collectionId,
  onDone,
  focusFirst = false,
}: {
  collectionId: string;
  onDone: () => void;
  /** Opened by the creator's click: the focus goes to its first field rather than staying on a button that is gone. */
  focusFirst?: boolean;
}) {
  const [add, adding] = useAddRuleMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ initialValues: ruleFormValues(), validate: (values) => schemaErrors(ZRuleBody, ruleBody(values)) });

  const save = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await add({ collectionId, ...ruleBody(values) }).unwrap();
      onDone();
    } catch (failure) {
      setRefusal(placeRefusal(form, failure, ruleFields(values)));
    }
  });

  const { source } = form.values.terms;
  return (
    <form onSubmit={save} noValidate aria-label="New rule">
      <Fieldset legend="New rule">
        <Stack gap="md">
          <ErrorAlert message={refusal} />
          <NativeSelect
            label="Source"
            description="What a collector does to earn the draws"
            data={SOURCE_OPTIONS}
            autoFocus={focusFirst}
            {...form.getInputProps('terms.source')}
          />
          <TermsFields form={form} />
          <CapsFields source={source} values={form.values.caps} inputProps={(key) => form.getInputProps(`caps.${key}`)} />
          <Text size="sm" c="dimmed">
            A rule starts off: turn it on in the list once it is ready. Its terms never change; other terms make another rule.
          </Text>
          <FormButtons onCancel={onDone} submit="Add rule" loading={adding.isLoading} />
        </Stack>
      </Fieldset>
    </form>
  );
}
