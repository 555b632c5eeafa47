import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOverlayCardAlert } from '@arcana/shared/schemas';
import { buildOverlaySettings } from '../../../test-support';
import { AlertReveal } from './AlertReveal';

const drawn: TOverlayCardAlert = {
  id: 'a1',
  kind: 'draw',
  code: 'HP7EX8ZS',
  collector: 'pixelfan',
  card: { name: 'Star Wand', description: '', image: '', rarity: 'epic', type: 'artifact', power: 1, defense: 1 },
  createdAt: '2026-11-29T20:00:00.000Z',
};
const show = (showQr: boolean) =>
  render(<AlertReveal alert={drawn} settings={buildOverlaySettings({ showQr, volume: 0 })} onShown={() => {}} onDone={() => {}} />);

describe('a draw on stream', () => {
  it('shows its code with the QR code to its proof, or the code alone when the streamer turned the QR code off', () => {
    const withQr = show(true);
    expect(screen.getByRole('img', { name: 'Verify this draw: HP7EX8ZS' })).toBeInTheDocument();
    expect(screen.getByTestId('overlay-code')).toHaveTextContent('HP7E X8ZS');
    withQr.unmount();
    show(false);
    expect(screen.queryByRole('img', { name: /^Verify this draw/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('overlay-code')).toHaveTextContent('HP7E X8ZS');
  });
});
