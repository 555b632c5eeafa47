import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@arcana/shared';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={28} height={28} viewBox="0 0 64 64" aria-hidden focusable="false">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect x="14" y="6" width="36" height="52" rx="6" fill="#1a1033" stroke="url(#logo-g)" strokeWidth="4" />
        <path d="M32 18l5 10 10 4-10 4-5 10-5-10-10-4 10-4z" fill="url(#logo-g)" />
      </svg>
      <Text ff="heading" fw={700} fz="lg" style={{ letterSpacing: 2 }}>
        {PRODUCT_NAME.toUpperCase()}
      </Text>
    </Group>
  );
}
