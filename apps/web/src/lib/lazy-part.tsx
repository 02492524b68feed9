import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

/**
 * Around a part of a page whose code loads when the part is first shown (a form behind a button),
 * not with the page: most visitors only read, and such parts' code (a form's fields, its schema,
 * @mantine/form) was a large share of the page's first load. A small loader stands in while the
 * code loads; lib/focus-when-shown.ts moves focus into the part once it is there.
 */
export function LazyPart({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <Center py="md" role="status" aria-label={loadingLabel}>
          <Loader size="sm" aria-hidden="true" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
