import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useMarketQuery } from '../trading.api';

/**
 * A project's market in a word beside its name: how many cards are listed and from what price, a link
 * to it. Nothing while the marketplace is closed (the market answers so) or holds nothing yet.
 */
export function MarketTeaser({ projectSlug }: { projectSlug: string }) {
  const { data } = useMarketQuery({ slug: projectSlug });
  const listed = data?.designs.reduce((sum, design) => sum + design.listed, 0) ?? 0;
  if (!data || (listed === 0 && !data.designs.some((design) => design.lastSales.length > 0))) return null;
  const floors = data.designs.flatMap((design) => (design.floor ? [Number(design.floor)] : []));
  const from = floors.length > 0 ? ` · from ${Math.min(...floors)} USDT` : '';
  return (
    <Badge component={Link} to={`/projects/${projectSlug}/market`} variant="light" color="teal" style={{ cursor: 'pointer' }}>
      Market: {listed} listed{from}
    </Badge>
  );
}
