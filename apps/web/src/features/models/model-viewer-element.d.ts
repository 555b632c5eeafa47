import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ModelViewerElement } from '@google/model-viewer';

/** The viewer's element in JSX, with the attributes we set (React 19 passes custom elements' attributes through). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<ModelViewerElement>, ModelViewerElement> & {
        src: string;
        alt: string;
        loading?: 'auto' | 'lazy' | 'eager';
        ar?: boolean;
        'ar-modes'?: string;
        'camera-controls'?: boolean;
        'touch-action'?: string;
        'interaction-prompt'?: string;
        'shadow-intensity'?: string;
        exposure?: string;
        'camera-orbit'?: string;
      };
    }
  }
}
