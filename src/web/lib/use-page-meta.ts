import { useEffect } from 'react';
import { documentTitle } from '@shared/rules/page-head';
import { useRecordHead } from './rendered-head';

/** The description meta uses the first 160 characters. */
const DESCRIPTION_LIMIT = 160;

export interface PageMeta {
  /** Page name; the site name is appended. */
  title: string;
  description: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets document.title and the description meta for the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  useRecordHead({ title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    descriptionTag().content = description.slice(0, DESCRIPTION_LIMIT);
  }, [title, description]);
}
