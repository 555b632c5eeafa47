import { useState } from 'react';
import { Alert, Anchor, Button, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router';
import { countText, MARKET_LIMITS, MARKET_SORT_LABELS, MARKET_SORTS, RARITIES } from '@arcana/shared';
import type { TMarketListing } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../../api/error-text';
import layout from '../../../components/PageLayout.module.css';
import { usePageTitle } from '../../../components/usePageTitle';
import { rarityLabel } from '../../cards';
import { useSessionUser } from '../../sessions';
import { useMarketQuery } from '../trading.api';
import { BuyListing } from './BuyListing';
import { DesignFloors } from './DesignFloors';
import { ListingTile } from './ListingTile';
import classes from './MarketPage.module.css';

const SORT_OPTIONS = MARKET_SORTS.map((sort) => ({ value: sort, label: MARKET_SORT_LABELS[sort] }));
const RARITY_OPTIONS = RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) }));
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /projects/{slug}/market (docs/product-rules.md "Marketplace"): the project's cards listed by
 * collectors at fixed prices in USDT, searched, filtered by design and rarity and sorted by price or
 * time, with each design's floor and last sales. The filters live in the address, so a market view
 * can be shared.
 */
export default function MarketPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // An address edited by hand asks for what exists, or for nothing.
  const design = params.get('design')?.slice(0, MARKET_LIMITS.designKeyMax) || null;
  const rarity = RARITIES.find((one) => one === params.get('rarity')) ?? null;
  const sort = MARKET_SORTS.find((one) => one === params.get('sort')) ?? 'price_asc';
  const page = Math.min(Math.max(Math.trunc(Number(params.get('page'))) || 1, 1), 10_000);
  const { user } = useSessionUser();
  const [buying, setBuying] = useState<TMarketListing | null>(null);
  const { data, error, isFetching } = useMarketQuery({
    slug,
    ...(q && { q }),
    ...(design && { design }),
    ...(rarity && { rarity }),
    sort,
    page,
  });
  usePageTitle(data ? `${data.project.name} market` : 'Market');

  /** Changes one filter, and goes back to the first page. */
  const choose = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const viewer = user ? { username: user.username, wallet: user.wallet?.publicKey ?? null } : null;
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Anchor component={Link} to={`/projects/${slug}`} size="sm">
          ← {data?.project.name ?? 'Project'}
        </Anchor>
        <Title order={1}>{data ? `${data.project.name} market` : 'Market'}</Title>
        <Text>
          Cards listed by their collectors at a fixed price in USDT. A purchase is paid from your linked wallet in one transaction, and the
          card is yours once the network confirms it.
        </Text>
      </header>
      {error ? (
        <Alert color={errorCode(error) === 'MARKET_CLOSED' ? 'gray' : 'red'}>{extractErrorText(error)}</Alert>
      ) : !data ? (
        <Skeleton height={240} />
      ) : (
        <>
          <section aria-labelledby="market-designs">
            <Title order={2} size="h3" id="market-designs" mb="xs">
              Designs
            </Title>
            {data.designs.length === 0 ? (
              <Text>Nothing is listed here yet.</Text>
            ) : (
              <DesignFloors designs={data.designs} chosen={design} onChoose={(key) => choose('design', key)} />
            )}
          </section>
          <section aria-labelledby="market-listings">
            <Stack>
              <Title order={2} size="h3" id="market-listings">
                Listings
              </Title>
              <Group align="flex-end" gap="sm">
                <TextInput
                  label="Search cards"
                  placeholder="Card name"
                  value={search}
                  maxLength={MARKET_LIMITS.searchMax}
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    choose('q', event.currentTarget.value.trim() || null);
                  }}
                />
                <Select
                  label="Design"
                  placeholder="Any design"
                  data={data.designs.map((one) => ({ value: one.key, label: one.name }))}
                  value={design}
                  onChange={(value) => choose('design', value)}
                  clearable
                />
                <Select
                  label="Rarity"
                  placeholder="Any rarity"
                  data={RARITY_OPTIONS}
                  value={rarity}
                  onChange={(value) => choose('rarity', value)}
                  clearable
                />
                <Select
                  label="Sort by"
                  data={SORT_OPTIONS}
                  value={sort}
                  onChange={(value) => choose('sort', value)}
                  allowDeselect={false}
                />
              </Group>
              <Text size="sm" c="dimmed" role="status">
                {data.listings.length === 0
                  ? 'No listing matches.'
                  : `Page ${page}: ${countText(data.listings.length, 'listing', 'listings')}`}
              </Text>
              {data.listings.length > 0 && (
                <div className={classes.grid} aria-busy={isFetching}>
                  {data.listings.map((listing) => (
                    <ListingTile key={listing.id} listing={listing} viewer={viewer} onBuy={setBuying} />
                  ))}
                </div>
              )}
              {(page > 1 || data.hasMore) && (
                <Group>
                  <Button variant="default" size="xs" disabled={page === 1} onClick={() => choose('page', String(page - 1))}>
                    Previous page
                  </Button>
                  <Button variant="default" size="xs" disabled={!data.hasMore} onClick={() => choose('page', String(page + 1))}>
                    Next page
                  </Button>
                </Group>
              )}
            </Stack>
          </section>
        </>
      )}
      {buying && viewer?.wallet && <BuyListing listing={buying} wallet={viewer.wallet} onClose={() => setBuying(null)} />}
    </div>
  );
}
