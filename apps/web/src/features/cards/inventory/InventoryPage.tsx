import { useDeferredValue, useRef, type KeyboardEvent } from 'react';
import { Anchor, Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSignedInSession } from '../../sessions';
import { useMediaMatch } from '../../../components/useMediaMatch';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAppSelector } from '../../../state/store';
import { useWallet } from '../../wallet';
import { CardGrid } from './CardGrid';
import { CardList } from './CardList';
import { CardSkeletons } from './CardSkeletons';
import { WIDE_SCREEN_QUERY } from './collection-layout';
import { KeptNew } from '../card/kept-new';
import { useSeenCards } from './useSeenCards';
import { DetailPanel } from './DetailPanel';
import { DetailSheet } from './DetailSheet';
import { FiltersDrawer } from './FiltersDrawer';
import { RarityFilter, SearchBox, SortSelect, StackToggle, TypeTiles, ViewToggle } from './InventoryFilters';
import { InventorySummary } from './InventorySummary';
import { DrawsLeftLine } from '../DrawsLeft';
import { hasProjectChoice, ProjectFilter } from './ProjectFilter';
import { useInventoryCards } from './useInventoryCards';
import { useInventoryView } from './useInventoryView';
import type { CollectionHandle } from './useVirtualCollection';
import { WalletBanner } from './WalletBanner';
import classes from './InventoryPage.module.css';

/** Where the side panels appear; below it filters fold into a drawer and details open as a sheet. */
const DESKTOP_QUERY = '(min-width: 62em)';

export default function InventoryPage() {
  usePageTitle('Inventory');
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { session } = useSignedInSession();
  const view = useInventoryView();
  const collection = useInventoryCards(view.query, !isAuthenticated);
  // The cards arrive as an urgent store update; the grid they fill is drawn at transition priority,
  // in slices the browser can answer between.
  const shown = useDeferredValue(collection.shown);
  const totals = useDeferredValue(collection.totals);
  const isLoading = useDeferredValue(collection.isLoading);
  const wallet = useWallet();
  // undefined while a prerendered page is taken over: both layouts then, CSS showing the one that fits.
  const desktop = useMediaMatch(DESKTOP_QUERY);
  const maxColumns = useMediaMatch(WIDE_SCREEN_QUERY) ? 5 : 4;
  const list = useRef<CollectionHandle>(null);
  const seen = useSeenCards(shown, view.query.stacked === true);

  if (!isAuthenticated) {
    return (
      <Center mih="60vh">
        <Stack align="center">
          <Title order={1}>Please Log In</Title>
          <Button component={Link} to="/login">
            Log In
          </Button>
        </Stack>
      </Center>
    );
  }

  const { selected } = view;
  /** The card of the grid that is open: a stack while one of its copies is. */
  const openInGrid = view.selectedStack ?? selected;
  /** Closing puts focus back on the card that was open, scrolling to it if the grid moved on. */
  const closeDetails = () => {
    const index = openInGrid ? shown.findIndex((card) => card.id === openInGrid.id) : -1;
    view.clearSelected();
    if (index >= 0) list.current?.focusItem(index);
  };
  const stackOpen = { stack: view.selectedStack, onOpenCopy: view.openCopy };
  const onResultsKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selected) closeDetails();
  };

  const summary = (
    <InventorySummary
      totals={isLoading ? null : totals}
      username={session?.user.username}
      walletKey={wallet.connected ? wallet.publicKey : null}
      observing={wallet.isObserving}
    >
      <DrawsLeftLine />
      <Anchor component={Link} to="/inventory/room" size="sm" className={classes.roomLink}>
        Walk around your cards in 3D
      </Anchor>
    </InventorySummary>
  );
  const rarityFilter = <RarityFilter filter={view.filter} onFilter={view.setFilter} totals={isLoading ? null : totals} />;
  // Offered once the collection holds cards of two projects: with one, it would choose nothing.
  const byProject = isLoading ? undefined : totals?.byProject;
  const projectFilter = byProject && hasProjectChoice(byProject, view.project) && (
    <ProjectFilter project={view.project} onProject={view.setProject} byProject={byProject} />
  );
  const projectName = view.project && (byProject?.find((held) => held.slug === view.project)?.name ?? view.project);
  const typeTiles = <TypeTiles filter={view.filter} onFilter={view.setFilter} />;
  const sortSelect = <SortSelect sort={view.sort} onSort={view.setSort} />;
  const viewToggle = <ViewToggle view={view.view} onView={view.setView} />;
  const stackToggle = <StackToggle stacked={view.stacked} onStacked={view.setStacked} />;
  const search = <SearchBox search={view.search} onSearch={view.setSearch} />;

  return (
    <KeptNew value={seen.kept}>
      <div className={classes.page} data-detail-open={(desktop && selected !== null) || undefined}>
        {desktop !== false && (
          <aside className={`${classes.side} ${classes.desktopOnly}`} aria-label="Collection summary">
            {summary}
            {rarityFilter}
            {projectFilter}
          </aside>
        )}
        {desktop !== true && <div className={classes.phoneOnly}>{summary}</div>}

        <div className={classes.main}>
          {session && !session.user.wallet && (
            <WalletBanner onConnect={() => void wallet.connect()} loading={wallet.isLoading} disabled={wallet.isObserving} />
          )}
          {desktop !== false && (
            <div className={`${classes.main} ${classes.desktopOnly}`}>
              {typeTiles}
              <div className={classes.toolbar}>
                {search}
                {sortSelect}
                {viewToggle}
                {stackToggle}
              </div>
            </div>
          )}
          {desktop !== true && (
            <div className={`${classes.toolbar} ${classes.phoneOnly}`}>
              {search}
              <FiltersDrawer filter={view.filter} projectName={projectName}>
                {rarityFilter}
                {projectFilter}
                {typeTiles}
                <div className={classes.toolbar}>
                  {sortSelect}
                  {viewToggle}
                  {stackToggle}
                </div>
              </FiltersDrawer>
            </div>
          )}

          <div onKeyDown={onResultsKey}>
            {isLoading ? (
              <CardSkeletons />
            ) : shown.length === 0 ? (
              <Stack align="center" py="xl">
                <Title order={2}>No items found</Title>
                {!view.search && (
                  <Button component={Link} to="/">
                    Collect Cards
                  </Button>
                )}
              </Stack>
            ) : view.view === 'grid' ? (
              <CardGrid
                ref={list}
                cards={shown}
                onNearEnd={collection.loadMore}
                onShown={seen.onShown}
                maxColumns={maxColumns}
                selectedId={openInGrid?.id ?? null}
                onSelect={view.toggleSelected}
              />
            ) : (
              <CardList
                ref={list}
                cards={shown}
                onNearEnd={collection.loadMore}
                onShown={seen.onShown}
                selectedId={openInGrid?.id ?? null}
                onSelect={view.toggleSelected}
              />
            )}
          </div>
        </div>

        {desktop && selected && <DetailPanel card={selected} onClose={closeDetails} {...stackOpen} />}
        {desktop === false && <DetailSheet card={selected} onClose={closeDetails} {...stackOpen} />}
      </div>
    </KeptNew>
  );
}
