import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { RARITY_ODDS_PERCENT, RARITY_STAT_RANGES } from '../constants.js';
import type { TCardType, TRarity } from '../schemas/cards.js';
import type { OddsDesign, OddsVersion } from './odds.js';

interface CatalogueEntry {
  name: string;
  description: string;
}

/** Our own catalogue: two cards for every type and rarity, each with the type’s emoji (the card’s `image`). Shared, so the fairness verifier in the browser names the same card the server drew. */
export const TYPE_EMOJI: Record<TCardType, string> = {
  warrior: '⚔️',
  mage: '🔮',
  rogue: '🗡️',
  healer: '✨',
  beast: '🐺',
  artifact: '🏺',
};

export const CARD_CATALOGUE: Record<TCardType, Record<TRarity, readonly [CatalogueEntry, CatalogueEntry]>> = {
  warrior: {
    common: [
      { name: 'Village Guard', description: 'Keeps the gate with a dented shield and a steady nerve.' },
      { name: 'Squire of Ash', description: 'Polishes armour by day and dreams of banners by night.' },
    ],
    uncommon: [
      { name: 'Iron Vanguard', description: 'First into the breach, last to leave it.' },
      { name: 'Shieldmaiden of the Fjord', description: 'Her shield wall has never broken on her watch.' },
    ],
    rare: [
      { name: 'Knight of the Violet Dawn', description: 'Sworn to an order that rides only at first light.' },
      { name: 'Stormbreaker Captain', description: 'Leads charges through thunder without breaking stride.' },
    ],
    epic: [
      { name: 'Warlord of Ember Peaks', description: 'Forged his crown from the blades of those who doubted him.' },
      { name: 'Champion of the Sunken Arena', description: 'Undefeated in a hundred duels beneath the tide.' },
    ],
    legendary: [
      { name: 'Aurelion, the Unbroken', description: 'A blade that has held the line since the first age.' },
      { name: 'Queen of a Thousand Banners', description: 'Every army she meets ends up marching under her colours.' },
    ],
  },
  mage: {
    common: [
      { name: 'Apprentice Scribe', description: 'Copies spells by candlelight, occasionally setting the candle on fire.' },
      { name: 'Hedge Witch', description: 'Brews small wonders from roadside herbs.' },
    ],
    uncommon: [
      { name: 'Frost Adept', description: 'Breath that turns rain into falling glass.' },
      { name: 'Runebinder', description: 'Carves words that keep their promises.' },
    ],
    rare: [
      { name: 'Astral Cartographer', description: 'Maps the roads between the stars and walks a few of them.' },
      { name: 'Pyromancer of the Red Tower', description: 'Her library is fireproof; her enemies are not.' },
    ],
    epic: [
      { name: 'Archmage of Hollow Moon', description: 'Draws power from the dark side of a moon no one else can see.' },
      { name: 'Chronoweaver', description: 'Borrows minutes from tomorrow and rarely pays them back.' },
    ],
    legendary: [
      { name: 'Vael, Keeper of the Arcana', description: 'The first to read the cards, and the one who wrote them.' },
      { name: 'The Starborn Sage', description: 'Fell from the sky with every answer and chose to share a few.' },
    ],
  },
  rogue: {
    common: [
      { name: 'Pickpocket', description: 'Your purse feels lighter already.' },
      { name: 'Alley Lookout', description: 'Sees everything, says nothing, charges extra.' },
    ],
    uncommon: [
      { name: 'Night Courier', description: 'Delivers what should not be delivered, always on time.' },
      { name: 'Duelist of the Docks', description: 'Fights with a rapier in one hand and a grin in the other.' },
    ],
    rare: [
      { name: 'Shadow Broker', description: 'Trades in secrets and never runs out of stock.' },
      { name: 'Glass Dancer', description: 'Crosses rooftops without a sound or a shadow.' },
    ],
    epic: [
      { name: 'Master of the Silent Guild', description: 'No one has seen the guild master. That is the point.' },
      { name: 'Crimson Fox', description: 'Has stolen from every king in the realm, twice.' },
    ],
    legendary: [
      { name: 'Nyx, the Unseen Hand', description: 'Stole the night itself and wears it as a cloak.' },
      { name: 'The Last Thief of Lumen', description: 'Took the city’s light and left a thank-you note.' },
    ],
  },
  healer: {
    common: [
      { name: 'Herbalist', description: 'Knows which leaves soothe and which ones bite.' },
      { name: 'Field Medic', description: 'Bandages fast and never asks whose side you are on.' },
    ],
    uncommon: [
      { name: 'Temple Acolyte', description: 'Her prayers arrive before the wound does.' },
      { name: 'Springwater Mender', description: 'Carries a flask from a spring that forgets all hurts.' },
    ],
    rare: [
      { name: 'Lightbound Cleric', description: 'Where she walks, the shadows step aside.' },
      { name: 'Keeper of the Green Vale', description: 'Tends a garden where nothing ever withers.' },
    ],
    epic: [
      { name: 'Oracle of Mercy', description: 'Heals tomorrow’s wounds today.' },
      { name: 'Phoenix Priestess', description: 'Has died four times, out of professional curiosity.' },
    ],
    legendary: [
      { name: 'Seraphine, Dawn Incarnate', description: 'Her song can raise a fallen army at sunrise.' },
      { name: 'The Eternal Physician', description: 'Has outlived every illness ever named.' },
    ],
  },
  beast: {
    common: [
      { name: 'Moss Toad', description: 'Sits very still, believes itself a rock.' },
      { name: 'Scout Hawk', description: 'Sees the next village before you do.' },
    ],
    uncommon: [
      { name: 'Dire Wolf', description: 'Hunts in packs, sulks alone.' },
      { name: 'Thornback Boar', description: 'Charges first, considers later.' },
    ],
    rare: [
      { name: 'Storm Griffin', description: 'Nests in thunderclouds and dislikes visitors.' },
      { name: 'Crystal Stag', description: 'Its antlers ring like bells in the moonlight.' },
    ],
    epic: [
      { name: 'Abyssal Leviathan', description: 'Sailors mistake its back for an island, once.' },
      { name: 'Ember Drake', description: 'Young for a dragon; already owns three mountains.' },
    ],
    legendary: [
      { name: 'Ouroboros, the Endless Coil', description: 'Wraps around the world and keeps it from unravelling.' },
      { name: 'Solaris, the Sun Lion', description: 'Its roar starts the morning.' },
    ],
  },
  artifact: {
    common: [
      { name: 'Traveller’s Lantern', description: 'Always finds one more drop of oil.' },
      { name: 'Copper Compass', description: 'Points home, wherever home happens to be.' },
    ],
    uncommon: [
      { name: 'Whispering Map', description: 'Tells you where to go, and gossips about where you have been.' },
      { name: 'Hourglass of Patience', description: 'Its sand falls slower when you are in a hurry.' },
    ],
    rare: [
      { name: 'Mirror of True Names', description: 'Shows you as you are, which few people enjoy.' },
      { name: 'Gauntlet of the Forge', description: 'Makes any hammer strike true.' },
    ],
    epic: [
      { name: 'Crown of Echoes', description: 'Its wearer hears every oath ever sworn to it.' },
      { name: 'Prism of the Seven Skies', description: 'Splits a single sunbeam into seven different days.' },
    ],
    legendary: [
      { name: 'The Arcana Deck', description: 'Every card ever drawn was drawn from it first.' },
      { name: 'Heart of the Prize Machine', description: 'A spinning core of pure luck; some say it chooses you.' },
    ],
  },
};

/** Every card of the catalogue, with its type and rarity, in the catalogue's order. */
export const CATALOGUE_CARDS = (Object.keys(CARD_CATALOGUE) as TCardType[]).flatMap((type) =>
  (Object.keys(CARD_CATALOGUE[type]) as TRarity[]).flatMap((rarity) =>
    CARD_CATALOGUE[type][rarity].map((entry) => ({ ...entry, type, rarity })),
  ),
);

/**
 * A house design's id: the same everywhere, as it is part of the house version's hash. A UUID (version
 * 8, our own layout) made of the SHA-256 of its name, which the catalogue never repeats.
 */
export function houseDesignId(name: string): string {
  const hex = bytesToHex(sha256(utf8ToBytes(`arcana-house-design:${name}`)));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The house odds in basis points: the spec's 50/25/15/8/2 %. */
export const HOUSE_WEIGHTS_BP = Object.fromEntries(
  (Object.keys(RARITY_ODDS_PERCENT) as TRarity[]).map((rarity) => [rarity, RARITY_ODDS_PERCENT[rarity] * 100]),
) as Record<TRarity, number>;

let houseDesigns: OddsDesign[] | undefined;

/**
 * The house project's first odds version: the catalogue as every card before versions was drawn from
 * it, in the catalogue's order, without supply limits. Migration 0019 stores exactly this version.
 */
export const HOUSE_ODDS_V1: OddsVersion = {
  scheme: 'rarity-type-design',
  weights: HOUSE_WEIGHTS_BP,
  // Made on first read, not as the module loads: its 60 hashes held up the start of pages that never read it.
  get designs() {
    return (houseDesigns ??= CATALOGUE_CARDS.map((card): OddsDesign => ({
      id: houseDesignId(card.name),
      name: card.name,
      description: card.description,
      image: TYPE_EMOJI[card.type],
      type: card.type,
      rarity: card.rarity,
      power: RARITY_STAT_RANGES[card.rarity],
      defense: RARITY_STAT_RANGES[card.rarity],
      supplyCap: null,
    })));
  },
};
