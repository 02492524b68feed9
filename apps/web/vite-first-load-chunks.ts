import type { Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** A package's files, wherever pnpm puts them. */
const inPackage = (names: string) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/]`,
  );

/**
 * What every page runs before anything else (React, the router, TanStack Query, the tRPC client):
 * one chunk instead of a dozen small ones, each with its own request and headers on a phone.
 */
const framework = inPackage(
  'react|react-dom|scheduler|use-sync-external-store|@tanstack[\\\\/](?:react-router|router-core|history|store|react-store|query-core|react-query)|@trpc[\\\\/](?:client|server|tanstack-react-query)|superjson|copy-anything|is-what',
);

/**
 * The Mantine components and hooks the public pages render, with Mantine's core, every icon (all
 * of them together weigh less than the headers of their separate files) and clsx. Only these:
 * Mantine's other parts (menus, dialogs, popovers, selects) load with the parts that use them.
 * tests/e2e first-load-budget.test.ts fails when a public page needs a Mantine part not named here.
 */
const MANTINE_COMPONENTS =
  'ActionIcon|Alert|Anchor|AspectRatio|Badge|Burger|Button|Card|Center|CloseButton|Container|EmptyState|Group|Input|InputBase|Loader|NativeSelect|Paper|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton|VisuallyHidden';
const MANTINE_HOOKS =
  'use-did-update|use-disclosure|use-force-update|use-id|use-isomorphic-effect|use-media-query|use-reduced-motion|use-uncontrolled|utils';
const publicUiKit = [
  inPackage(
    `@mantine[\\\\/]core[\\\\/]esm[\\\\/](?:core|components[\\\\/](?:${MANTINE_COMPONENTS}))`,
  ),
  inPackage(`@mantine[\\\\/]hooks[\\\\/]esm[\\\\/](?:${MANTINE_HOOKS})`),
  // NativeSelect's chevron and options, without the rest of the combobox.
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](?:ComboboxChevron[\\/]|get-parsed-combobox-data[\\/]|Combobox\.module\.mjs$)/,
  // Vite's helper for the routes' lazy parts.
  /^\0?vite[\\/]preload-helper/,
  inPackage('@tabler[\\\\/]icons-react|clsx'),
  // The domain's rules the lists and the event page apply. By name: the web app imports them
  // through @huddle/domain's index, which also leads to the form schemas (zod), kept out.
  /[\\/]packages[\\/]domain[\\/]src[\\/](?:constants[\\/](?:churches|events|lists|sports|time-zones|ui)|recurrence|time|your-time|date-format|capacity|sports|church|geo|images|search|directions)\.ts$/,
];

/** The public pages' own code, split from their routes (TanStack Router's autoCodeSplitting). */
const publicPage =
  /[\\/]src[\\/]routes[\\/](?:index|events[\\/]index|events[\\/]\$id|churches|churches_[\\/]\$id)\.tsx\?tsr-split=component$/;
const appModule = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * The stylesheets src/styles/ imports (Mantine's, the theme's, the fonts'): with the app's rules
 * in this chunk, they must be too, ahead of them as the entry imports them; left with the entry,
 * they came after the app's rules and won over them.
 */
function globalStylesheet(id: string, ctx: ChunkingContext): boolean {
  return (
    /\.css$/.test(id) &&
    (ctx.getModuleInfo(id)?.importers ?? []).some((importer) =>
      /[\\/]src[\\/]styles[\\/]/.test(importer),
    )
  );
}

const appEntry = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * The public pages that import an app module, following static imports only; every page, for a
 * module the app's entry imports.
 */
function publicPagesUsing(id: string, ctx: ChunkingContext): number {
  const pages = new Set<string>();
  const seen = new Set([id]);
  const pending = [id];
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    if (appEntry.test(module)) return Number.POSITIVE_INFINITY;
    if (publicPage.test(module)) {
      pages.add(module);
      continue;
    }
    for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
      if (!seen.has(importer) && appModule.test(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return pages.size;
}

/**
 * Besides the framework, one chunk with what most public pages share: the UI kit above and the
 * app's modules that three or more of them import (cards, list states, the page frame). Left to
 * itself the bundler gives each set of pages sharing a module its own chunk: 50 to 70 files on a
 * first load, compressed one by one, 10 to 17 kB more than the same code in one file.
 * Its dependencies are not pulled in with it (`includeDependenciesRecursively`), so the form
 * schemas behind @huddle/domain's index stay with the forms.
 */
function publicShared(id: string, ctx: ChunkingContext): string | null {
  if (globalStylesheet(id, ctx)) return 'ui';
  if (publicUiKit.some((pattern) => pattern.test(id))) return 'ui';
  if (appModule.test(id) && !publicPage.test(id) && publicPagesUsing(id, ctx) >= 3) return 'ui';
  return null;
}

export const firstLoadChunks: Group[] = [
  { name: 'vendor', test: framework, priority: 2 },
  { name: publicShared, priority: 1, includeDependenciesRecursively: false },
];
