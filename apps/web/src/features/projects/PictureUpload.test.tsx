import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, fillPath, IMAGE_MAX_BYTES, PICTURE_MESSAGES, PROJECT_PATHS } from '@arcana/shared';
import type { TProjectPicture } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { jsonResponse, serveApi } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { PictureUpload } from './PictureUpload';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const PROJECT_ID = '00000000-0000-4000-8000-000000000001';
const coverPath = `${API_PREFIX}${fillPath(PROJECT_PATHS.picture, { projectId: PROJECT_ID, kind: 'cover' })}`;
// The browser's own filter on `accept` is not what is tested: the component's check is.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function renderUpload(current: string | null = null) {
  const onUploaded = vi.fn();
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <PictureUpload projectId={PROJECT_ID} kind="cover" current={current} onUploaded={onUploaded} owner="Nova" />
      </MantineProvider>
    </Provider>,
  );
  return onUploaded;
}

let server: ReturnType<typeof serveApi>;
afterEach(() => server?.restore());

describe('a project picture’s upload', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('refuses another type, or 5 MB or more, with the picture messages, sending nothing', async () => {
    server = serveApi({});
    renderUpload();
    expect(screen.getByText('No cover yet')).toBeInTheDocument();
    await user().upload(fileInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_MESSAGES.settingsType);
    await user().upload(fileInput(), new File([new Uint8Array(IMAGE_MAX_BYTES)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_MESSAGES.size);
    expect(server.requests).toEqual([]);
  });

  it('sends the file, busy until the answer, and hands back the new picture’s address', async () => {
    let answer!: (response: Response) => void;
    let sent: FormDataEntryValue | null = null;
    server = serveApi({
      [`POST ${coverPath}`]: async (_url, request) => {
        sent = (await request.formData()).get('file');
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const onUploaded = renderUpload('/api/files/old');
    expect(screen.getByRole('img', { name: 'Nova’s cover' })).toHaveAttribute('src', '/api/files/old');

    await user().upload(fileInput(), new File(['png bytes'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(sent).toMatchObject({ size: 9, type: 'image/png' }));
    expect(screen.getByRole('button', { name: /Change cover/ })).toHaveAttribute('data-loading', 'true');
    const picture: TProjectPicture = { kind: 'cover', key: 'new', url: '/api/files/new' };
    answer(jsonResponse(200, picture));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/api/files/new'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in its own words', async () => {
    server = serveApi({
      [`POST ${coverPath}`]: () => jsonResponse(403, { error: 'Only the project’s creator can change it', code: 'NOT_YOUR_PROJECT' }),
    });
    const onUploaded = renderUpload();
    await user().upload(fileInput(), new File(['png bytes'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the project’s creator can change it');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
