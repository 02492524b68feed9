import { Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

const MonthlyActivity = lazy(() =>
  import('./analytics-charts').then((m) => ({ default: m.MonthlyActivityChart })),
);
const Sports = lazy(() => import('./analytics-charts').then((m) => ({ default: m.SportsChart })));

function Frame({ children, height }: { children: ReactNode; height: number }) {
  return <Suspense fallback={<Skeleton h={height} aria-hidden="true" />}>{children}</Suspense>;
}

type MonthlyProps = Parameters<typeof import('./analytics-charts').MonthlyActivityChart>[0];
type SportsProps = Parameters<typeof import('./analytics-charts').SportsChart>[0];

export function LazyMonthlyActivityChart(props: MonthlyProps) {
  return (
    <Frame height={280}>
      <MonthlyActivity {...props} />
    </Frame>
  );
}

export function LazySportsChart(props: SportsProps) {
  return (
    <Frame height={160}>
      <Sports {...props} />
    </Frame>
  );
}
