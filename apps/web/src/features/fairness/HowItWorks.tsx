import { Code, List, Text } from '@mantine/core';

/** The scheme, as provably fair sites publish theirs: enough to rebuild the verifier from scratch. */
export function HowItWorks() {
  return (
    <>
      <List type="ordered" spacing="sm">
        <List.Item>
          Before your next card, we pick a secret <strong>server seed</strong> (256 random bits) and show you its SHA-256 hash. The hash
          commits us to the seed: we cannot change it later without the hash changing too.
        </List.Item>
        <List.Item>
          You have a <strong>client seed</strong>, which you can change at any time, and each card has a <strong>nonce</strong>: 0 for the
          first card drawn with a server seed, then 1, 2, and so on.
        </List.Item>
        <List.Item>
          A card comes from <Code>HMAC-SHA256(server seed, &quot;client seed:nonce&quot;)</Code>, read as eight 32-bit numbers. To pick one
          of n outcomes, a number at or above the largest multiple of n below 2³² is skipped and the next is used, so every outcome is
          equally likely; the remainder after dividing by n is the outcome. In order: rarity (out of 100, by the odds above), type, the card
          of that type and rarity, power, defense.
        </List.Item>
        <List.Item>
          When you rotate your seed, we reveal the old server seed. Check that its hash is the one you were shown, then rebuild any card
          drawn with it below: your browser does the arithmetic, not our server.
        </List.Item>
      </List>
      <Text c="dimmed" size="sm">
        Cards collected before draws became provably fair have no seed to check.
      </Text>
    </>
  );
}
