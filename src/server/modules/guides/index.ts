/** Repair guides, and the links from their text to catalog parts that the assistant shares. */
export { toCatalogPartLink } from './part-links';
