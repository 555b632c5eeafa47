import { describe, expect, it } from 'vitest';
import { NO_ACTIONS, type TCollectionActions } from '@arcana/shared/schemas';
import { actionsChanged, actionsFormValues, collectionActionsOf, minutesToSeconds, secondsToMinutes } from './action-form-values';

const FOX = '00000000-0000-4000-8000-0000000000d1';
const GONE = '00000000-0000-4000-8000-0000000000d9';
const designs = [{ id: FOX }];

const saved: TCollectionActions = {
  rarities: {
    rare: { kind: 'sound', sound: 'air-horn', reusable: true, cooldownSeconds: 300, liveOnly: true },
    // No design of the collection is legendary: the form does not show it, and keeps it.
    legendary: { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false },
  },
  designs: { [FOX]: { kind: 'challenge', text: 'Play one-handed', reusable: false, cooldownSeconds: 90, liveOnly: false } },
};

describe('a collection’s actions in the form', () => {
  it('comes back from the form as it went in', () => {
    expect(collectionActionsOf(actionsFormValues(saved), designs)).toEqual(saved);
    expect(collectionActionsOf(actionsFormValues(NO_ACTIONS), designs)).toEqual(NO_ACTIONS);
  });

  it('keeps a cooldown in minutes and saves it in whole seconds, an emptied field as none', () => {
    expect(actionsFormValues(saved).rarities.rare.cooldownMinutes).toBe(5);
    expect(secondsToMinutes(90)).toBe(1.5);
    expect(minutesToSeconds(10_080)).toBe(604_800);
    expect(minutesToSeconds(0.333)).toBe(20);
    expect(minutesToSeconds('')).toBe(0);
  });

  it('drops the action of a design the collection no longer has, which the server would refuse', () => {
    const values = actionsFormValues({ ...saved, designs: { ...saved.designs, [GONE]: saved.designs[FOX]! } });
    expect(collectionActionsOf(values, designs).designs).toEqual(saved.designs);
  });

  it('saves a design’s own action only while it has one, and a challenge’s text trimmed', () => {
    const values = actionsFormValues(saved);
    const fox = values.designs[FOX]!;
    expect(collectionActionsOf({ ...values, designs: { [FOX]: { ...fox, own: false } } }, designs).designs).toEqual({});
    const padded = { [FOX]: { ...fox, action: { ...fox.action, text: '  Sing  ' } } };
    expect(collectionActionsOf({ ...values, designs: padded }, designs).designs[FOX]).toMatchObject({ text: 'Sing' });
  });

  it('is changed only by what saving would change', () => {
    const values = actionsFormValues(saved);
    expect(actionsChanged(values, saved, designs)).toBe(false);
    // A sound chosen for a rarity that shouts is not saved.
    const shout = { ...values.rarities.legendary, sound: 'gong' as const };
    expect(actionsChanged({ ...values, rarities: { ...values.rarities, legendary: shout } }, saved, designs)).toBe(false);
    const slower = { ...values.rarities.rare, cooldownMinutes: 6 };
    expect(actionsChanged({ ...values, rarities: { ...values.rarities, rare: slower } }, saved, designs)).toBe(true);
  });
});
