import type { ReactNode } from 'react';
import { Anchor, Code, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OVERLAY_LIMITS, OVERLAY_MESSAGES } from '@arcana/shared';
import layout from '../../../components/PageLayout.module.css';
import { usePageTitle } from '../../../components/usePageTitle';
import { AddressPicture, PropertiesPicture, ScenePicture, SourcePicture } from './guide-pictures';
import classes from './OverlayGuide.module.css';

function Step({ n, title, picture, children }: { n: number; title: string; picture?: ReactNode; children: ReactNode }) {
  const id = `overlay-step-${n}`;
  return (
    <section aria-labelledby={id} className={classes.step}>
      <div>
        <Title order={2} size="h3" id={id}>
          {n}. {title}
        </Title>
        {children}
      </div>
      {picture}
    </section>
  );
}

/**
 * /stream-overlay: how a streamer puts their project's draws on stream with OBS, in our words and our
 * own pictures (docs/product-rules.md "Stream overlay"). Public: a streamer reads it before signing up.
 */
export default function OverlayGuidePage() {
  usePageTitle('Add your overlay to OBS');
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Title order={1}>Add your overlay to OBS</Title>
        <Text c="dimmed">
          Every card drawn in your project, revealed live on your stream with who drew it and a code anyone can verify it by. Five minutes
          in OBS Studio, once.
        </Text>
      </header>
      <Step n={1} title="Copy your overlay’s address" picture={<AddressPicture />}>
        <Text>
          In{' '}
          <Anchor component={Link} to="/forge?tab=manage">
            The Forge
          </Anchor>
          , open your project’s <strong>Stream overlay</strong> and press <strong>Reveal address</strong>, then <strong>Copy</strong>. The
          address is secret: whoever has it sees your draws, so keep it off the stream. <strong>New address</strong> stops the old one at
          once.
        </Text>
      </Step>
      <Step n={2} title="Add a browser source" picture={<SourcePicture />}>
        <Text>
          In OBS, in the <strong>Sources</strong> list of your scene, press <strong>+</strong>, choose <strong>Browser</strong> and name it,
          for example “Arcana draws”.
        </Text>
      </Step>
      <Step n={3} title="Paste the address" picture={<PropertiesPicture />}>
        <Text>
          Paste it as the <strong>URL</strong>, with <strong>Width</strong> <Code>1920</Code> and <strong>Height</strong> <Code>1080</Code>{' '}
          (another size scales it). Its background is transparent: no custom CSS is needed. Tick <strong>Control audio via OBS</strong> to
          have the reveal’s sounds in your mix.
        </Text>
      </Step>
      <Step n={4} title="Check it" picture={<ScenePicture />}>
        <Text>
          Back on the Stream overlay page, the light says <strong>OBS connected</strong>. Send a test alert of each rarity and place the
          source where it fits your scene.
        </Text>
      </Step>
      <Step n={5} title="The ticker, if you want it">
        <Text>
          For a strip of the last {OVERLAY_LIMITS.tickerSize} pulls, add a second browser source with the <strong>Ticker address</strong>,{' '}
          <Code>1920</Code> by <Code>200</Code>.
        </Text>
      </Step>
      <section aria-labelledby="overlay-trouble" className={classes.step}>
        <div>
          <Title order={2} size="h3" id="overlay-trouble">
            If something is off
          </Title>
          <List spacing="xs">
            <List.Item>Nothing shows: check that the light says OBS connected and that the source is visible in your scene.</List.Item>
            <List.Item>
              “{OVERLAY_MESSAGES.notConnected}”: the address was replaced (copy the new one) or the project is suspended.
            </List.Item>
            <List.Item>No sound: raise the volume in the overlay’s settings, and check the source’s audio in OBS.</List.Item>
            <List.Item>
              OBS closed or the source hidden: draws wait, and play when it is back, for the minutes the settings say (
              {OVERLAY_LIMITS.expireMinutes.default} by default).
            </List.Item>
          </List>
          <Text mt="md">
            <Anchor component={Link} to="/forge?tab=manage">
              Back to The Forge
            </Anchor>
          </Text>
        </div>
      </section>
    </div>
  );
}
