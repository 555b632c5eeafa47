import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, PROJECT_PATHS } from '@arcana/shared';
import type { TProjectListPage, TProjectSummary } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { serveApi } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import ProjectsPage from './ProjectsPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const project = (i: number): TProjectSummary => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  slug: `studio-${i}`,
  name: `Studio ${i}`,
  tagline: 'Drawn live',
  accentColor: '#8b5cf6',
  owner: i === 0 ? null : `creator_${i}`,
  createdAt: '2026-11-26T10:00:00.000Z',
  collected: i * 1_000,
  avatarUrl: null,
});

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderPage(path = '/projects') {
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[path]}>
          <ProjectsPage />
          <Address />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

let server: ReturnType<typeof serveApi>;
afterEach(() => server?.restore());

describe('the projects list', () => {
  it(
    'lists a page, searches once typing rests, pages in the address, and says when nothing matches',
    async () => {
      server = serveApi({
        [`GET ${API_PREFIX}${PROJECT_PATHS.list}`]: (url): TProjectListPage => {
          const q = url.searchParams.get('q');
          const page = Number(url.searchParams.get('page') ?? 1);
          if (q === 'nothing') return { page, hasMore: false, projects: [] };
          if (q) return { page, hasMore: false, projects: [project(7)] };
          return { page, hasMore: page === 1, projects: page === 1 ? [project(0), project(1)] : [project(2)] };
        },
      });
      renderPage();
      expect(await screen.findByRole('link', { name: /Studio 0/ })).toHaveAttribute('href', '/projects/studio-0');
      expect(screen.getByRole('link', { name: /Studio 0/ })).toHaveTextContent('by Arcana · 0 cards collected');
      expect(screen.getByRole('link', { name: /Studio 1/ })).toHaveTextContent('by creator_1 · 1,000 cards collected');

      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('link', { name: /Studio 2/ })).toBeInTheDocument();
      expect(screen.getByTestId('address')).toHaveTextContent('?page=2');

      await userEvent.type(screen.getByLabelText('Search projects'), 'seven');
      expect(await screen.findByRole('link', { name: /Studio 7/ })).toBeInTheDocument();
      expect(screen.getByTestId('address')).toHaveTextContent('?q=seven');
      // The search went once its typing rested, not letter by letter.
      expect(server.callsTo(`${API_PREFIX}${PROJECT_PATHS.list}`).filter((call) => call.includes('q='))).toHaveLength(1);

      await userEvent.clear(screen.getByLabelText('Search projects'));
      await userEvent.type(screen.getByLabelText('Search projects'), 'nothing');
      expect(await screen.findByText('No project matches “nothing”.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages of projects' })).not.toBeInTheDocument());
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
