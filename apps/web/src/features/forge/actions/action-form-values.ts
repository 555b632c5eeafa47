import { PLAY_LIMITS, RARITIES, SOUND_KEYS, type TCardActionKind, type TSoundKey } from '@arcana/shared';
import type { TCardAction, TCollectionActions, TDesign, TRarity } from '@arcana/shared/schemas';

/** A rarity given no action: its cards cannot be played. */
export const NO_ACTION = 'none';
export type ActionChoice = TCardActionKind | typeof NO_ACTION;

/** One action as its editor holds it: every kind's fields, kept while the creator switches kinds. */
export interface ActionFormValues {
  kind: ActionChoice;
  sound: TSoundKey;
  text: string;
  reusable: boolean;
  /** A creator thinks of a cooldown in minutes; the contract keeps seconds. '' while the field is empty. */
  cooldownMinutes: number | string;
  liveOnly: boolean;
}

/** A design's choice: its rarity's action, or one of its own. */
export interface DesignActionFormValues {
  own: boolean;
  action: ActionFormValues;
}

export interface ActionsFormValues {
  rarities: Record<TRarity, ActionFormValues>;
  /** By design id; a design missing here takes its rarity's action. */
  designs: Record<string, DesignActionFormValues>;
}

export const COOLDOWN_MINUTES_MAX = PLAY_LIMITS.cooldownSecondsMax / 60;

export const secondsToMinutes = (seconds: number): number => seconds / 60;
/** An emptied field is no cooldown; the contract counts whole seconds. */
export const minutesToSeconds = (minutes: number | string): number => Math.round(Number(minutes) * 60);

export function actionFormValues(action: TCardAction | undefined, kindWithout: ActionChoice = NO_ACTION): ActionFormValues {
  return {
    kind: action?.kind ?? kindWithout,
    sound: action?.kind === 'sound' ? action.sound : SOUND_KEYS[0],
    text: action?.kind === 'challenge' ? action.text : '',
    reusable: action?.reusable ?? false,
    cooldownMinutes: secondsToMinutes(action?.cooldownSeconds ?? 0),
    liveOnly: action?.liveOnly ?? false,
  };
}

/**
 * A design's own action is always one of the kinds: the contract has no "none" for a design, which
 * without an action of its own takes its rarity's (docs/product-rules.md "Playing cards").
 */
export const designFormValues = (action: TCardAction | undefined): DesignActionFormValues => ({
  own: action !== undefined,
  action: actionFormValues(action, 'shout'),
});

export const designActionOf = (values: ActionsFormValues, designId: string): DesignActionFormValues =>
  values.designs[designId] ?? designFormValues(undefined);

/** The action the editor's values make; null for none. */
export function actionOf(values: ActionFormValues): TCardAction | null {
  const terms = { reusable: values.reusable, cooldownSeconds: minutesToSeconds(values.cooldownMinutes), liveOnly: values.liveOnly };
  if (values.kind === 'shout') return { kind: 'shout', ...terms };
  if (values.kind === 'sound') return { kind: 'sound', sound: values.sound, ...terms };
  if (values.kind === 'challenge') return { kind: 'challenge', text: values.text.trim(), ...terms };
  return null;
}

/**
 * The form of a collection's actions. Every rarity is held, shown or not: an action kept for a rarity
 * without designs is saved back as it was.
 */
export const actionsFormValues = (actions: TCollectionActions): ActionsFormValues => ({
  rarities: Object.fromEntries(RARITIES.map((rarity) => [rarity, actionFormValues(actions.rarities[rarity])])) as Record<
    TRarity,
    ActionFormValues
  >,
  designs: Object.fromEntries(Object.entries(actions.designs).map(([designId, action]) => [designId, designFormValues(action)])),
});

/**
 * The actions to save: a design's own only for a design the collection still has. A removed design's
 * action stays behind in the draft, and the server refuses an action for a design not of the
 * collection (docs/product-rules.md "Playing cards").
 */
export function collectionActionsOf(values: ActionsFormValues, designs: readonly Pick<TDesign, 'id'>[]): TCollectionActions {
  const rarities: TCollectionActions['rarities'] = {};
  for (const rarity of RARITIES) {
    const action = actionOf(values.rarities[rarity]);
    if (action) rarities[rarity] = action;
  }
  const byDesign: TCollectionActions['designs'] = {};
  for (const { id } of designs) {
    const design = designActionOf(values, id);
    const action = design.own ? actionOf(design.action) : null;
    if (action) byDesign[id] = action;
  }
  return { rarities, designs: byDesign };
}

/**
 * Whether saving would change what is saved. Both sides are made the same way (rarities in order, then
 * designs in the collection's order), so their texts compare; a field of a kind not chosen changes nothing.
 */
export const actionsChanged = (values: ActionsFormValues, saved: TCollectionActions, designs: readonly Pick<TDesign, 'id'>[]): boolean =>
  JSON.stringify(collectionActionsOf(values, designs)) !== JSON.stringify(collectionActionsOf(actionsFormValues(saved), designs));
