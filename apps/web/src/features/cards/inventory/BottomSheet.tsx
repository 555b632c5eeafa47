import { Drawer, type DrawerProps } from '@mantine/core';

/** Phones' panels: a drawer from the bottom edge, as tall as its content and never the whole screen. */
export function BottomSheet(props: Omit<DrawerProps, 'position' | 'size'>) {
  return (
    <Drawer
      position="bottom"
      radius="lg"
      {...props}
      styles={{
        content: { height: 'auto', maxHeight: '88dvh' },
        title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 20 },
      }}
    />
  );
}
