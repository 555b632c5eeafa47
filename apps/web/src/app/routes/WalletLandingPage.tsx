import { List, Stack, Text, Title } from '@mantine/core';
import { CARD_TYPES, PRODUCT_NAME, RARITIES } from '@arcana/shared';
import { rarityLabel, RARITY_COLORS } from '../../components/card/rarity';
import { usePageTitle } from '../../components/usePageTitle';
import { WalletButton } from '../../wallet/WalletButton';
import { useWallet } from '../../wallet/useWallet';
import { CollectPair } from '../../features/cards/CollectPair';

/** The wallet landing page (part 2 §2): connect, collect, and how it works. */
export default function WalletLandingPage() {
  usePageTitle('Collectibles');
  const wallet = useWallet();
  return (
    <Stack maw={720} mx="auto" p="xl" gap="lg">
      <Title order={1}>{PRODUCT_NAME} Collectibles</Title>
      <Text>Welcome! Connect your Phantom wallet and collect random reward cards.</Text>
      <div>
        <WalletButton />
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
      <List>
        {[...RARITIES].reverse().map((rarity) => (
          <List.Item key={rarity} style={{ color: RARITY_COLORS[rarity] }}>
            {rarityLabel(rarity)}
          </List.Item>
        ))}
      </List>
      <Title order={3}>Card types</Title>
      <Text tt="capitalize">{CARD_TYPES.join(', ')}</Text>
    </Stack>
  );
}
