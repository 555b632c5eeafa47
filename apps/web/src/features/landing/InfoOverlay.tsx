import { Link } from 'react-router';
import { PRODUCT_NAME } from '@arcana/shared';
import { LineIcon, type LineIconName } from '../../components/LineIcon';
import type { OverlayIndex } from './landing-scroll';
import { OVERLAY_TITLES } from './overlay-titles';
import classes from './InfoOverlay.module.css';

/** The three steps; a step with an address leads to where it is taken. */
const STEPS: Array<{ icon: LineIconName; title: string; text: string; to?: string }> = [
  {
    icon: 'signUp',
    title: 'Sign Up',
    text: 'Create an account with e-mail, Discord, Google, Twitch or Steam, and link your Phantom wallet.',
  },
  { icon: 'project', title: 'Choose Project', text: 'Pick the game, stream or world you want to support.', to: '/projects' },
  { icon: 'gift', title: 'Rewards', text: 'Earn collectible cards and keep every one in your inventory.' },
];

const WAYS_TO_COLLECT: Array<{ icon: LineIconName; label: string }> = [
  { icon: 'donate', label: 'Donate' },
  { icon: 'share', label: 'Share' },
  { icon: 'play', label: 'Play' },
  { icon: 'stream', label: 'Stream' },
];

const XR_USES = [
  { label: 'AR', text: 'pins a card to the world around you.' },
  { label: 'VR', text: 'carries your collection into virtual worlds.' },
  { label: 'Stream', text: 'shows a card live to your viewers.' },
];

function WhatIs() {
  return (
    <>
      <p className={classes.lead}>A network inventory for the real world.</p>
      <p>
        {PRODUCT_NAME} is a rewards and collectibles home for game, stream and VR/AR audiences. Connect your Phantom wallet, claim a reward
        card, and keep every card you earn in one inventory, from common to legendary.
      </p>
    </>
  );
}

function HowItWorks() {
  return (
    <ol className={classes.steps}>
      {STEPS.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.stepIcon}>
            <LineIcon name={step.icon} size={28} />
          </span>
          <span className={classes.stepNumber}>Step {index + 1}</span>
          <h3 className={classes.stepTitle}>
            {step.to ? (
              <Link to={step.to} className={classes.stepLink}>
                {step.title}
              </Link>
            ) : (
              step.title
            )}
          </h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

function RewardsEcosystem() {
  return (
    <div className={classes.panels}>
      <section className={classes.panel} aria-labelledby="landing-collect">
        <h3 id="landing-collect" className={classes.panelTitle}>
          Collect
        </h3>
        <p>Cards come to you as rewards when you take part:</p>
        <ul className={classes.ways}>
          {WAYS_TO_COLLECT.map((way) => (
            <li key={way.label}>
              <LineIcon name={way.icon} size={22} />
              {way.label}
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.panel} aria-labelledby="landing-xr">
        <h3 id="landing-xr" className={classes.panelTitle}>
          <LineIcon name="headset" size={22} /> XR Ecosystem
        </h3>
        <p>Your cards go where you play and watch:</p>
        <ul className={classes.uses}>
          {XR_USES.map((use) => (
            <li key={use.label}>
              <strong>{use.label}</strong> {use.text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const BODIES = [WhatIs, HowItWorks, RewardsEcosystem];

/** The information overlay the scroll has reached; the key replays its entrance for each one. */
export default function InfoOverlay({ index }: { index: Exclude<OverlayIndex, -1> }) {
  const Body = BODIES[index]!;
  return (
    // Focusable: on a short screen the overlay scrolls, and the keyboard must be able to scroll it too.
    <section key={index} className={classes.overlay} data-overlay={index} aria-labelledby="landing-overlay-title" tabIndex={0}>
      <h2 id="landing-overlay-title" className={classes.title}>
        {OVERLAY_TITLES[index]}
      </h2>
      <Body />
    </section>
  );
}
