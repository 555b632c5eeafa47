import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '@arcana/shared';

/** The browser tab's name for a page: "Log in · Arcana". */
export const pageTitle = (title: string) => `${title} · ${PRODUCT_NAME}`;

/**
 * Hears the page's title while the build renders it to HTML (src/prerender.tsx), where no effect
 * runs, so a prerendered page carries its own <title> before any script does.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Names the browser tab after the page ("Log in · Arcana"): it is what a screen reader announces on
 * arrival and what tells tabs and history entries apart. Leaving the page puts the product name back,
 * so a page without a title of its own never shows the previous one's.
 */
export function usePageTitle(title: string) {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = pageTitle(title);
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
