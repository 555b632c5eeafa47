import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import type { DrawContext } from '@arcana/shared/draw';
import type { TCard } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { usePublishedVersionQuery } from '../projects';
import { drawContextOf, versionToRead } from './draw-context';

/**
 * What a card was drawn from (drawContextOf), with the version it names read when it is a project's:
 * the context, or what to show meanwhile — that it is being read, or why it cannot serve.
 */
export function useDrawContext(card: Pick<TCard, 'fairness'> | undefined): { context: DrawContext } | { notice: ReactNode } {
  const hash = versionToRead(card);
  const { currentData: published, error } = usePublishedVersionQuery(hash ?? '', { skip: !hash });
  const context = drawContextOf(card, published);
  if (typeof context === 'string' || (!context && error))
    return { notice: <Alert color="red">{typeof context === 'string' ? context : extractErrorText(error)}</Alert> };
  if (!context) return { notice: <Text c="dimmed">Reading the odds version this card was drawn under…</Text> };
  return { context };
}
