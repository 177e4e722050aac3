import type { PageHead, RenderedHead } from '@shared/rules/page-head';

/**
 * The head of a page the server rendered and the head resolver knows nothing about (the help, legal
 * and other content pages): the title and description the page set while rendering. A page that
 * named no canonical url is its own (its path, without the query); a missing page has none.
 */
export function renderedPageHead(rendered: RenderedHead, pathname: string, missing: boolean): PageHead {
  const canonicalPath = missing ? null : rendered.canonicalPath === undefined ? pathname : rendered.canonicalPath;
  return { title: rendered.title, description: rendered.description, canonicalPath, jsonLd: null };
}
