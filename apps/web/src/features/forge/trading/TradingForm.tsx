import { NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TRADING_TERMS, TRADING_LIMITS, tradingWords, type TTradability } from '@arcana/shared';
import { canonicalJson } from '@arcana/shared/draw';
import { ZTradingTerms, type TCollection, type TTradingTerms } from '@arcana/shared/schemas';
import { placeRefusal, schemaErrors } from '../../../api/form-errors';
import { DraftForm } from '../DraftForm';
import { useDraftSave } from '../useDraftSave';

/** The request's field the terms are at: the server names a refused one by it (`trading.heldDays`). */
const AT = 'trading.';

interface TradingValues {
  tradable: TTradability;
  heldDays: number | string;
  /** The share as a percent, as the creator writes it; sent in basis points. */
  sharePercent: number | string;
}

/** The terms' fields a refusal may name, as the request names them. */
const REFUSABLE = ['tradable', 'heldDays', 'creatorShareBps'].map((field) => `${AT}${field}`);

/** The form's field for one the contract names: the share is written as a percent. */
const formField = (field: string) => (field === 'creatorShareBps' ? 'sharePercent' : field);

const valuesOf = (terms: TTradingTerms | null): TradingValues => {
  const shown = terms ?? { ...DEFAULT_TRADING_TERMS, tradable: 'never' as const };
  return { tradable: shown.tradable, heldDays: shown.heldDays ?? 30, sharePercent: shown.creatorShareBps / 100 };
};

/** The terms the form says; none when its cards never change hands, so the version says nothing of trading. */
export function tradingTermsOf(values: TradingValues): TTradingTerms | null {
  if (values.tradable === 'never') return null;
  return {
    tradable: values.tradable,
    heldDays: values.tradable === 'held' ? Number(values.heldDays) : null,
    creatorShareBps: Math.round(Number(values.sharePercent) * 100),
  };
}

/**
 * A collection's trading terms, saved into its draft (docs/product-rules.md "Trading"): whether its
 * cards can be given and sold, and the creator's share of a sale. Checked by the contract's schema as
 * they are saved, so a refused value reads as the server would word it.
 */
export function TradingForm({ projectName, collection }: { projectName: string; collection: TCollection }) {
  const draft = useDraftSave(collection.id);
  const form = useForm<TradingValues>({
    initialValues: valuesOf(collection.trading),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaErrors(ZTradingTerms.nullable(), tradingTermsOf(values))).map(([field, error]) => [formField(field), error]),
      ),
  });
  const { values } = form;
  const terms = tradingTermsOf(values);
  // By their canonical text: the database gives the saved terms back with their keys in its own order.
  const changed = canonicalJson(terms) !== canonicalJson(collection.trading);

  const onField = { setFieldError: (field: string, error: string) => form.setFieldError(formField(field.slice(AT.length)), error) };
  const submit = form.onSubmit(() => draft.save({ trading: terms }, (failure) => placeRefusal(onField, failure, REFUSABLE)));

  return (
    <DraftForm
      label={`Trading terms of ${collection.name}`}
      projectName={projectName}
      collection={collection}
      draft={draft}
      changed={changed}
      saveLabel="Save trading terms"
      savedWhat={'these terms'}
      onSubmit={submit}
    >
      <Radio.Group label="Its cards change hands" {...form.getInputProps('tradable')}>
        <Stack gap="xs" mt="xs">
          <Radio value="never" label="Never: a card stays with the account that collected it" />
          <Radio value="always" label="At once: a card can be given or sold as soon as it is collected" />
          <Radio value="held" label="Once held some days" />
        </Stack>
      </Radio.Group>
      {values.tradable === 'held' && (
        <NumberInput
          label="Days held"
          min={TRADING_LIMITS.heldDaysMin}
          max={TRADING_LIMITS.heldDaysMax}
          allowDecimal={false}
          maw={200}
          {...form.getInputProps('heldDays')}
        />
      )}
      {values.tradable !== 'never' && (
        <NumberInput
          label="Your share of each sale"
          description="From 0 to 10 %, paid to the project’s payout wallet with each sale."
          suffix=" %"
          min={0}
          max={TRADING_LIMITS.creatorShareMaxBps / 100}
          decimalScale={2}
          step={0.5}
          maw={200}
          {...form.getInputProps('sharePercent')}
        />
      )}
      <Text size="sm" role="status">
        {tradingWords(terms)}
      </Text>
    </DraftForm>
  );
}
