import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftVersionOf } from '@arcana/shared/draw';
import { renderInApp } from '../../test-render';
import { buildDesign } from '../../test-support';
import { ReviewActions } from './ReviewActions';

const weights = { common: 7_000, uncommon: 0, rare: 3_000, epic: 0, legendary: 0 };
const designs = [
  buildDesign({ id: 'd1', name: 'Ember Fox', rarity: 'common' }),
  buildDesign({ id: 'd2', name: 'Star Wand', rarity: 'rare' }),
];
const terms = { reusable: false, cooldownSeconds: 0, liveOnly: false };

describe('the actions a reviewer approves', () => {
  it('reads each action of the version in words: by rarity, then a design’s own', () => {
    const version = draftVersionOf(weights, designs, {
      actions: {
        rarities: {
          rare: { kind: 'sound', sound: 'air-horn', ...terms, reusable: true, cooldownSeconds: 600 },
          common: { kind: 'shout', ...terms },
        },
        designs: { d2: { kind: 'challenge', text: 'Sing the chorus', ...terms, liveOnly: true } },
      },
    });
    renderInApp(<ReviewActions version={version} collectionName="First Light" />);
    const region = screen.getByRole('region', { name: 'On stream: the actions of First Light' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Every common card: Shout — spent when played',
      'Every rare card: Sound: Air horn — plays again, 10 minutes between plays of this rarity',
      'Star Wand: Challenge: Sing the chorus — spent when played, only while the channel is live',
    ]);
  });

  it('says so when no card of the version does anything', () => {
    renderInApp(<ReviewActions version={draftVersionOf(weights, designs)} collectionName="First Light" />);
    expect(screen.getByRole('region', { name: 'On stream: the actions of First Light' })).toHaveTextContent(
      'Its cards do nothing when played: none has an action.',
    );
  });
});
