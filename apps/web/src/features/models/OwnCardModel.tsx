import { Alert } from '@mantine/core';
import { extractErrorText } from '../../api/error-text';
import { useCardModelQuery } from './models.api';
import { CardViewerAt, viewerLoading } from './ViewIn3D';

/**
 * The owner's card in 3D, from its private model. Scene Viewer opens a model by a public address, so
 * a card's own model is offered to WebXR and Quick Look only.
 */
export function OwnCardModel({ cardId, name }: { cardId: string; name: string }) {
  const { data: src, error } = useCardModelQuery(cardId);
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!src) return viewerLoading;
  return <CardViewerAt src={src} name={name} arModes="webxr quick-look" />;
}
