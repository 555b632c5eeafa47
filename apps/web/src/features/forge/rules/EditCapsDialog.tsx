import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZRulePatch, type TRule } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { placeRefusal, schemaErrors } from '../../../api/form-errors';
import { CapsFields } from './CapsFields';
import { CAP_KEYS, capsFormValues, capsPatch } from './rule-form-values';
import { ruleName } from '../../rewards';
import { useChangeRuleMutation } from './rules.api';
import { FormButtons } from './FormButtons';
import { useReturnFocus } from '../../../components/useReturnFocus';

/** A rule's caps, changed (docs/product-rules.md "Earning rules"): its terms stay as they are. */
export function EditCapsDialog({ rule, onClose }: { rule: TRule; onClose: () => void }) {
  // Mounted only while open: focus goes back to the button that opened it.
  useReturnFocus();
  const [change, changing] = useChangeRuleMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { source } = rule.terms;
  const form = useForm({
    initialValues: { caps: capsFormValues(rule.caps) },
    validate: (values) => schemaErrors(ZRulePatch, { caps: capsPatch(values.caps, source) }),
  });

  const save = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await change({ ruleId: rule.id, caps: capsPatch(values.caps, source) }).unwrap();
      onClose();
    } catch (failure) {
      setRefusal(
        placeRefusal(
          form,
          failure,
          CAP_KEYS.map((key) => `caps.${key}`),
        ),
      );
    }
  });

  return (
    <Modal opened onClose={onClose} title="Change caps" centered size="lg">
      <form onSubmit={save} noValidate aria-label={`Caps of ${ruleName(rule)}`}>
        <Stack>
          <Text size="sm" c="dimmed">
            {ruleName(rule)}
          </Text>
          <ErrorAlert message={refusal} />
          <CapsFields source={source} values={form.values.caps} inputProps={(key) => form.getInputProps(`caps.${key}`)} />
          <FormButtons onCancel={onClose} submit="Save caps" loading={changing.isLoading} />
        </Stack>
      </form>
    </Modal>
  );
}
