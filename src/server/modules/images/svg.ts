/** Tiny SVG builders for generated images: vendor wordmarks and part pictures. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** A stable hue per text, so every vendor keeps its own colour. */
function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Characters of the wordmark's bold 17px text that surely fit beside the initials (140px). */
const WORDMARK_LINE_CHARS = 13;

/** The name on one line, or two split between words when it is long; never cut short. */
function wordmarkLines(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (name.length <= WORDMARK_LINE_CHARS || words.length < 2) return [name];
  // The split that leaves the longer line shortest.
  let best = [name];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) [best, bestLength] = [lines, longest];
  }
  return best;
}

/** A line of the wordmark; one too long to fit is squeezed into the space rather than cut. */
function wordmarkText(line: string, y: number): string {
  const fit = line.length > WORDMARK_LINE_CHARS ? ' textLength="140" lengthAdjust="spacingAndGlyphs"' : '';
  return `<text x="88" y="${y}" font-family="system-ui,sans-serif" font-size="17" font-weight="600" fill="#fff"${fit}>${escapeXml(line)}</text>`;
}

export function vendorLogoSvg(name: string): string {
  const hue = hueOf(name);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const lines = wordmarkLines(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(name)}">
<rect width="240" height="96" rx="12" fill="hsl(${hue} 45% 22%)"/>
<circle cx="48" cy="48" r="28" fill="hsl(${hue} 70% 55%)"/>
<text x="48" y="56" font-family="system-ui,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
${lines.length === 1 ? wordmarkText(lines[0]!, 55) : `${wordmarkText(lines[0]!, 45)}\n${wordmarkText(lines[1]!, 67)}`}
</svg>`;
}

/** Simple line drawings per category icon key; unknown keys use the engine drawing. */
const ICON_PATHS: Record<string, string> = {
  engine:
    'M60 120h20v-20h20v-15h60v15h25l15 20h15v50h-15l-15 20h-105v-20h-20z M80 85v-15h40v15',
  battery: 'M60 90h180v110h-180z M90 70h30v20h-30z M180 70h30v20h-30z M95 145h30 M110 130v30 M175 145h30',
  cogs: 'M150 90a55 55 0 1 0 0.1 0z M150 120a25 25 0 1 0 0.1 0z',
  gauge: 'M70 190a80 80 0 1 1 160 0 M150 190l45-60',
  car: 'M50 170l20-45h160l20 45v30h-200z M95 125l15-30h80l15 30 M90 200a15 15 0 1 0 0.1 0z M210 200a15 15 0 1 0 0.1 0z',
  tools: 'M80 210l90-90 M170 120a30 30 0 1 0 40-40l-20 20-20-20 20-20a30 30 0 0 0-40 40z',
  disc: 'M150 75a75 75 0 1 0 0.1 0z M150 125a25 25 0 1 0 0.1 0z M150 60v20 M150 220v20',
};

export function partImageSvg(options: { name: string; partNumber: string; brand: string; icon: string }): string {
  const path = ICON_PATHS[options.icon] ?? ICON_PATHS.engine!;
  const hue = hueOf(options.icon);
  const title = options.name.length > 34 ? `${options.name.slice(0, 33)}…` : options.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(options.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 20% 96%)"/><stop offset="1" stop-color="hsl(${hue} 25% 86%)"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/>
<g transform="translate(0 -20)" fill="none" stroke="hsl(${hue} 35% 30%)" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g>
<text x="150" y="250" font-family="system-ui,sans-serif" font-size="13" font-weight="600" text-anchor="middle" fill="#1f2430">${escapeXml(title)}</text>
<text x="150" y="272" font-family="ui-monospace,monospace" font-size="13" text-anchor="middle" fill="#3b4252">${escapeXml(options.brand)} · ${escapeXml(options.partNumber)}</text>
</svg>`;
}
