import { useState } from 'react';
import { Alert, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { verifyDraw, type DrawContext, type DrawVerification } from '@arcana/shared/draw';
import type { TCard, TFairnessSeeds } from '@arcana/shared/schemas';
import { CARD_PAGE_SIZE, HOUSE_PROJECT_SLUG, PRODUCT_NAME } from '@arcana/shared';
import { useMyCollectibleQuery, rarityLabel } from '../cards';
import { ChainCheck } from './ChainCheck';
import { DrawResult } from './DrawResult';
import { useDrawContext } from './useDrawContext';
import { EMPTY_VERIFIER, shownSeedOf, valuesForCard, VERIFIER_RULES, type VerifierValues } from './verifier-form';
import classes from './Fairness.module.css';

interface DrawVerifierProps {
  /** The player's newest cards that carry their draw (none for a visitor). */
  cards: TCard[];
  seeds: TFairnessSeeds | undefined;
  signedIn: boolean;
  /** The collection is larger than the newest page the list holds. */
  hasOlder: boolean;
}

const verify = (values: VerifierValues, card: TCard | undefined, context: DrawContext) =>
  verifyDraw(
    { serverSeed: values.serverSeed.trim(), clientSeed: values.clientSeed.trim(), nonce: Number(values.nonce) },
    { ...(values.serverSeedHash.trim() ? { serverSeedHash: values.serverSeedHash } : {}), ...(card ? { card } : {}) },
    context,
  );

/** The state the verifier opens with: blank, or filled in (and checked, when it can be) for one card. */
function openingState(card: TCard | undefined, seeds: TFairnessSeeds | undefined, context: DrawContext) {
  if (!card) return { values: EMPTY_VERIFIER, secret: false, result: null };
  const { values, seedRevealed } = valuesForCard(card, seeds);
  return { values, secret: !seedRevealed, result: seedRevealed ? verify(values, card, context) : null };
}

/**
 * Rebuilds a card from the seeds in this browser (the same code the server draws with). Picking one
 * of your cards, or opening /fairness?card=ID from the inventory, fills the fields and checks it; the
 * check runs again by itself once that card's seed is revealed.
 */
export function DrawVerifier({ cards, seeds, signedIn, hasOlder }: DrawVerifierProps) {
  const [params] = useSearchParams();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const wantedId = pickedId ?? params.get('card');
  const listed = cards.find((c) => c.id === wantedId);
  // A card older than the newest page (the inventory links to any): asked for by its id.
  const older = useMyCollectibleQuery(wantedId ?? '', { skip: !signedIn || !wantedId || Boolean(listed) });
  // currentData: a skipped query keeps handing out its last card, which a cleared pick must let go.
  const fetched = older.currentData?.id === wantedId ? older.currentData : undefined;
  const found = listed ?? (fetched?.fairness ? fetched : undefined);
  const card = seeds ? found : undefined;
  const revealed = Boolean(card && shownSeedOf(card, seeds));
  // A project's card is drawn from the version it names: the form opens once that version is here.
  const drawnFrom = useDrawContext(card);
  if ('notice' in drawnFrom) return drawnFrom.notice;
  return (
    <VerifierForm
      key={card ? `${card.id}:${revealed}` : 'blank'}
      context={drawnFrom.context}
      cards={card && !listed ? [card, ...cards] : cards}
      seeds={seeds}
      picked={card}
      hasOlder={hasOlder}
      onPick={(id) => setPickedId(id ?? '')}
    />
  );
}

/** A draw filled in by hand is verified with the house's first version (drawContextOf): the house project's. */
const HOUSE_PROJECT = { slug: HOUSE_PROJECT_SLUG, name: PRODUCT_NAME };

interface VerifierFormProps extends Omit<DrawVerifierProps, 'signedIn'> {
  picked: TCard | undefined;
  context: DrawContext;
  onPick: (cardId: string | null) => void;
}

function VerifierForm({ cards, seeds, picked, context, hasOlder, onPick }: VerifierFormProps) {
  const [initial] = useState(() => openingState(picked, seeds, context));
  const [result, setResult] = useState<DrawVerification | null>(initial.result);
  const form = useForm<VerifierValues>({ initialValues: initial.values, validate: VERIFIER_RULES });

  return (
    <div className={classes.verifier}>
      <form noValidate aria-label="Verify a draw" onSubmit={form.onSubmit((values) => setResult(verify(values, picked, context)))}>
        <Stack gap="sm">
          {cards.length > 0 && (
            <Select
              label="One of your cards"
              description={
                hasOlder
                  ? `Your ${CARD_PAGE_SIZE} newest. For an older card, open it in your inventory and choose Verify this draw.`
                  : undefined
              }
              placeholder="Pick a card to fill in its draw"
              searchable
              clearable
              data={cards.map((card) => ({
                value: card.id,
                label: `${card.name} (${rarityLabel(card.rarity)}, nonce ${card.fairness!.nonce})`,
              }))}
              value={picked?.id ?? null}
              onChange={onPick}
            />
          )}
          {initial.secret && (
            <Alert color="yellow" title="Its server seed is still secret">
              This card was drawn before seed chains, with a seed of yours still sealed. Reveal it above, then verify.
            </Alert>
          )}
          {picked?.fairness?.chain && <ChainCheck chain={picked.fairness.chain} />}
          <TextInput
            label="Server seed"
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: classes.mono }}
            {...form.getInputProps('serverSeed')}
          />
          <TextInput
            label="Client seed"
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: classes.mono }}
            {...form.getInputProps('clientSeed')}
          />
          <TextInput label="Nonce" inputMode="numeric" autoComplete="off" {...form.getInputProps('nonce')} />
          <TextInput
            label="Server seed hash shown before the draw"
            description="Optional: to check the seed is the one committed to."
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: classes.mono }}
            {...form.getInputProps('serverSeedHash')}
          />
          <div>
            <Button type="submit">Verify</Button>
          </div>
        </Stack>
      </form>
      <div aria-live="polite">
        {result ? (
          <DrawResult result={result} project={picked?.project ?? HOUSE_PROJECT} />
        ) : (
          <Text c="dimmed">The card the seeds give will show here.</Text>
        )}
      </div>
    </div>
  );
}
