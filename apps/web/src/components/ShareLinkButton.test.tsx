import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinkButton } from './ShareLinkButton';

const url = 'https://arcana.example/c/abcdefghijklmnop?ref=FAN';

function renderButton() {
  render(
    <MantineProvider>
      <Notifications />
      <ShareLinkButton url={url} title="A card on Arcana" />
    </MantineProvider>,
  );
}

/** The browser's share sheet as a phone has it, answering as `answer` does. */
function withShareSheet(answer: () => Promise<void>) {
  const share = vi.fn(answer);
  Object.assign(navigator, { share, canShare: () => true });
  return share;
}

afterEach(() => {
  act(() => notifications.clean());
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('ShareLinkButton', () => {
  it('offers nothing where the browser has no share sheet: the link is copied there', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('hands the link to the share sheet, and a sheet closed unused is no failure', async () => {
    const share = withShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ url, title: 'A card on Arcana' });
    await act(() => share.mock.results[0]!.value.catch(() => undefined));
    expect(screen.queryByText('Could not open sharing')).toBeNull();
  });

  it('says so when the sheet cannot open', async () => {
    withShareSheet(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(await screen.findByText('Could not open sharing')).toBeInTheDocument();
  });
});
