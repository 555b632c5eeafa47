import { useEffect } from 'react';
import { PRODUCT_NAME } from '@arcana/shared';

/**
 * Names the browser tab after the page ("Log in · Arcana"): it is what a screen reader announces on
 * arrival and what tells tabs and history entries apart. Leaving the page puts the product name back,
 * so a page without a title of its own never shows the previous one's.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
