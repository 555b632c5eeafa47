import type { CSSProperties } from 'react';
import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CARD_TYPES, PRODUCT_NAME, RARITIES, RARITY_ODDS_PERCENT } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import { RarityStars } from '../../features/cards/card/CardIcons';
import { cardArtUrl } from '../../features/cards/card/card-art';
import { RARITY_COLORS } from '@arcana/shared';
import { rarityLabel, typeLabel } from '../../features/cards/card/rarity';
import { usePageTitle } from '../../components/usePageTitle';
import { WalletButton } from '../../features/wallet/WalletButton';
import { useWallet } from '../../features/wallet/useWallet';
import { CollectPair } from '../../features/cards/CollectPair';
import classes from './WalletLandingPage.module.css';

/** Each type shown by its first legendary card: what a collector hopes to draw. */
const TYPE_SHOWCASE = CARD_TYPES.map((type) => CATALOGUE_CARDS.find((card) => card.type === type && card.rarity === 'legendary')!);

/** The wallet landing page (docs/product-rules.md "Other pages"): connect, collect, how it works, and what there is to collect. */
export default function WalletLandingPage() {
  usePageTitle('Collectibles');
  const wallet = useWallet();
  return (
    <Stack maw={720} mx="auto" p="xl" gap="lg">
      <Title order={1}>{PRODUCT_NAME} Collectibles</Title>
      <Text>Welcome! Connect your Phantom wallet and collect random reward cards.</Text>
      <div>
        <WalletButton variant="filled" />
      </div>
      {!wallet.connected && <Text c="dimmed">Connect your wallet to start collecting!</Text>}
      {wallet.connected && <CollectPair />}
      <Title order={2}>How it Works</Title>
      <List type="ordered" spacing="xs">
        <List.Item>Connect your Phantom wallet.</List.Item>
        <List.Item>Click Collect Card to get a random card.</List.Item>
        <List.Item>View your collection in the inventory.</List.Item>
        <List.Item>Collect rare and legendary cards!</List.Item>
      </List>
      <Title order={3}>Rarities</Title>
      <ul className={classes.rarities}>
        {[...RARITIES].reverse().map((rarity) => (
          <li key={rarity} style={{ '--rarity': RARITY_COLORS[rarity] } as CSSProperties}>
            <RarityStars rarity={rarity} className={classes.stars} />
            <span className={classes.rarity}>{rarityLabel(rarity)}</span>
            <span className={classes.odds}>{RARITY_ODDS_PERCENT[rarity]}% of cards</span>
          </li>
        ))}
      </ul>
      <Text size="sm">
        Every draw can be checked:{' '}
        <Anchor component={Link} to="/fairness">
          see how draws are provably fair
        </Anchor>
        .
      </Text>
      <Title order={3}>Card types</Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" component="ul" className={classes.types}>
        {TYPE_SHOWCASE.map((card) => (
          <li key={card.type}>
            <img className={classes.art} src={cardArtUrl(card.name)} alt="" loading="lazy" decoding="async" />
            <span className={classes.type}>{typeLabel(card.type)}</span>
            <span className={classes.example}>{card.name}</span>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
