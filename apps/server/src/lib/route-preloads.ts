import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One chunk of vite's build manifest (`dist/.vite/manifest.json`), as much as is read here. */
const manifestChunk = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestChunk);
type ManifestChunk = z.infer<typeof manifestChunk>;
type Manifest = z.infer<typeof manifestSchema>;

/**
 * The pages people land on from a shared link and the module the router loads for each
 * (`apps/web/src/app/router.tsx`; their layout is in the entry). e2e's tree journey checks the tree
 * page's preload against the real build.
 */
const LANDING_PAGES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'src/features/home/pages/HomePage.tsx'],
  [/^\/blogs\/[^/]+$/, 'src/features/blogs/pages/BlogDetailPage.tsx'],
  [/^\/campaigns\/[^/]+$/, 'src/features/campaigns/pages/CampaignDetailPage.tsx'],
  [/^\/family-tree\/?$/, 'src/features/trees/pages/FamilyTreePage.tsx'],
];

/** What a page's first route needs beyond the entry: script chunks and stylesheets, as site paths. */
export interface RoutePreload {
  scripts: readonly string[];
  styles: readonly string[];
}

export const NO_PRELOAD: RoutePreload = { scripts: [], styles: [] };

/**
 * The chunks of a landing page's route, fetched with the entry rather than after it has run: on a phone
 * network the page's own chunks otherwise start a second or more later, when the router asks for them.
 */
export class RoutePreloads {
  private readonly byModule = new Map<string, RoutePreload>();

  constructor(manifest: Manifest) {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    if (!entry) return;
    // What the shell itself loads: the entry and its static imports, with their stylesheets.
    const shellChunks = closure(manifest, entry);
    const inShell = new Set(shellChunks.map((chunk) => chunk.file));
    const shellStyles = new Set(shellChunks.flatMap((chunk) => chunk.css ?? []));
    for (const [, module] of LANDING_PAGES) {
      const page = manifest[module];
      if (!page) continue;
      const chunks = closure(manifest, page);
      this.byModule.set(module, {
        scripts: chunks.filter((chunk) => !inShell.has(chunk.file)).map((chunk) => `/${chunk.file}`),
        styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
          .filter((file) => !shellStyles.has(file))
          .map((file) => `/${file}`),
      });
    }
  }

  /** The build's manifest in `webDist`, or none (a build without one, the tests' stand-in shell). */
  static read(webDist: string): RoutePreloads {
    const file = path.join(webDist, '.vite', 'manifest.json');
    if (!existsSync(file)) return new RoutePreloads({});
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return new RoutePreloads(parsed.success ? parsed.data : {});
  }

  /** The preloads of the page at `pathname` (no query); none for a page that is not a landing page. */
  forPath(pathname: string): RoutePreload {
    const module = LANDING_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
    return (module && this.byModule.get(module)) || NO_PRELOAD;
  }
}

/** The chunk and every chunk it imports statically, each once, the chunk first. */
function closure(manifest: Manifest, start: ManifestChunk): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    out.push(chunk);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  visit(start);
  return out;
}

/** `<link>` tags for an app that starts at once: module preloads and stylesheet preloads. */
export function routePreloadTags(preload: RoutePreload): string {
  return [
    ...preload.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preload.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('\n    ');
}

/** The shell's part after the page's head tags with the route's preloads last in `<head>`, after the entry's own. */
export function withRoutePreloads(after: string, preload: RoutePreload): string {
  const tags = routePreloadTags(preload);
  return tags ? after.replace(/\s*<\/head>/i, (end) => `\n    ${tags}${end}`) : after;
}
