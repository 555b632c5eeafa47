import { effectiveChances, type OddsVersion } from '@arcana/shared/draw';
import type { TCollection } from '@arcana/shared/schemas';
import { numberText } from '@arcana/shared';

type VersionDesign = OddsVersion['designs'][number];

/**
 * A published collection's designs as a draw sees them now (docs/product-rules.md "Projects and
 * odds"): how many of each are left under its supply cap (null: no cap), whether it can still be
 * drawn, and each one's effective chance, which a design with none left no longer takes.
 */
export function designOdds(collection: TCollection, version: OddsVersion) {
  const drawn = new Map(collection.designs.map((d) => [d.id, d.drawn]));
  const supplyLeft = (design: VersionDesign) =>
    design.supplyCap === null ? null : Math.max(0, design.supplyCap - (drawn.get(design.id) ?? 0));
  const hasSupply = (design: VersionDesign) => supplyLeft(design) !== 0;
  return { supplyLeft, hasSupply, chances: effectiveChances(version, hasSupply) };
}

/** A design's supply as the public reads it: 'Unlimited', '7 of 10 left', or 'Sold out'. */
export function supplyText(left: number | null, cap: number | null): string {
  if (left === null || cap === null) return 'Unlimited';
  return left === 0 ? 'Sold out' : `${numberText(left)} of ${numberText(cap)} left`;
}
