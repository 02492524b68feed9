import { TOASTS } from '@huddle/domain';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useToastsWanted } from './lib/toast';
import toasts from './styles/toasts.module.css';
import { cssVariablesResolver, theme } from './theme';

// The toast container loads with the first toast (lib/toast.ts); the toast waits in Mantine's
// store until the container is there.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/** Theme, toasts and the query cache: shared by the app and the component tests. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
      // Their CSS is built into the stylesheet instead (vite-theme-css.ts): as elements they were
      // <style> inside <body>, which HTML does not allow. Component tests load no stylesheet, and
      // need the classes that hide what is for phones only (hiddenFrom) from a desktop's view.
      withCssVariables={env === 'test'}
      withGlobalClasses={env === 'test'}
      // Responsive style props (cols={{ base: 1, sm: 2 }}) become <style precedence> elements,
      // which React puts in <head> (server/document.ts moves the server-rendered ones there).
      deduplicateInlineStyles
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Spec §9: one toast at a time, shown for 5000 ms. */
function Toasts() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        limit={TOASTS.limit}
        autoClose={TOASTS.durationMs}
        position="bottom-right"
        classNames={toasts}
      />
    </Suspense>
  );
}
