import { Code, List, Text } from '@mantine/core';

/** The scheme, as provably fair sites publish theirs: enough to rebuild the verifier from scratch (docs/decisions/047). */
export function HowItWorks() {
  return (
    <>
      <List type="ordered" spacing="sm">
        <List.Item>
          The first time you look at a project or draw there, we make your <strong>seed chain</strong> in it: a secret last seed of 256
          random bits, hashed with SHA-256 over and over, 256 times. We show you the final hash, the chain’s <strong>head</strong>, before
          your first draw. It commits us to every seed of the chain, in order: we cannot change one without the head changing too.
        </List.Item>
        <List.Item>
          Your draws there take the chain’s seeds in turn, from the one that hashes to the head back towards the last: draw n uses the seed
          that, hashed n times, gives the head. Each draw shows its seed at once, so anyone can check it — and nobody can work out the next
          seed from the ones shown. We publish your next chain before this one runs out.
        </List.Item>
        <List.Item>
          You have a <strong>client seed</strong>, which you can change at any time; it is mixed into every draw, so the seeds we fixed in
          advance cannot decide your cards alone. The draw’s <strong>nonce</strong> is its number in the chain.
        </List.Item>
        <List.Item>
          A card comes from <Code>HMAC-SHA256(server seed, &quot;client seed:nonce&quot;)</Code>, read as eight 32-bit numbers. To pick one
          of n outcomes, a number at or above the largest multiple of n below 2³² is skipped and the next is used, so every outcome is
          equally likely; the remainder after dividing by n is the outcome. In order: rarity (out of 100, by the odds above), type, the card
          of that type and rarity, power, defense. Your browser does the arithmetic below, not our server.
        </List.Item>
      </List>
      <Text c="dimmed" size="sm">
        Cards drawn before seed chains used one secret seed per account, checked once its owner reveals it under Your seeds. Cards collected
        before draws became provably fair have no seed to check.
      </Text>
    </>
  );
}
