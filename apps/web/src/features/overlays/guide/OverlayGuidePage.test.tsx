import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OVERLAY_MESSAGES } from '@arcana/shared';
import { theme } from '../../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import OverlayGuidePage from './OverlayGuidePage';

describe('how to add the overlay to OBS', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('walks a streamer through each step, with a described picture, the source’s size and what to do when it is off', () => {
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <OverlayGuidePage />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add your overlay to OBS');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Copy your overlay’s address',
      '2. Add a browser source',
      '3. Paste the address',
      '4. Check it',
      '5. The ticker, if you want it',
      'If something is off',
    ]);
    expect(screen.getAllByRole('img').map((picture) => picture.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^The Forge’s Stream overlay page/),
      expect.stringMatching(/^In OBS, the Sources list/),
      expect.stringMatching(/1920 wide and 1080 high/),
      expect.stringMatching(/^On stream/),
    ]);
    expect(screen.getByRole('region', { name: '3. Paste the address' })).toHaveTextContent(/Width 1920 and Height 1080/);
    expect(screen.getByText(new RegExp(OVERLAY_MESSAGES.notConnected))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to The Forge' })).toHaveAttribute('href', '/forge?tab=manage');
  });
});
