import { describe, expect, it } from 'vitest';
import { renderedPageAt, renderedPageTemplate } from './rendered-pages.js';

describe('the page rendered on request at an address', () => {
  it("is the projects' list, or a project's page with its slug decoded, a trailing slash aside", () => {
    expect(renderedPageAt('/projects')).toEqual({ page: '/projects', params: {} });
    expect(renderedPageAt('/projects/')).toEqual({ page: '/projects', params: {} });
    expect(renderedPageAt('/projects/arcana')).toEqual({ page: '/projects/:slug', params: { slug: 'arcana' } });
    expect(renderedPageAt('/projects/arcana/')).toEqual({ page: '/projects/:slug', params: { slug: 'arcana' } });
    expect(renderedPageAt('/projects/nova%20studio')).toEqual({ page: '/projects/:slug', params: { slug: 'nova studio' } });
  });

  it('is none for other addresses, or a slug that does not decode', () => {
    for (const path of ['/projects/arcana/more', '/project/arcana', '/', '/inventory', '/projects/%E0%A4%A']) {
      expect(renderedPageAt(path), path).toBeNull();
    }
  });

  it('has its template where the build writes it', () => {
    expect(renderedPageTemplate('/projects')).toBe('pages/rendered/projects.html');
    expect(renderedPageTemplate('/projects/:slug')).toBe('pages/rendered/projects/[slug].html');
  });
});
