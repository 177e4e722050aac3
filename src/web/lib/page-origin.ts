/**
 * The site's origin for canonical links and JSON-LD, which pages build while they render and use in
 * effects. The server renders pages too and has no window; effects never run there, so what it gets
 * only has to be a valid origin for the builders (which make absolute URLs with it).
 */
const SERVER_RENDER_ORIGIN = 'http://localhost';

export function pageOrigin(): string {
  return typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : window.location.origin;
}
