import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingState, Text } from '@groombook/ui';

// One chunk for the three charts (and recharts), loaded when the reports page first shows one.
const charts = () => import('./revenue-charts');
const DailyRevenueChart = lazy(() => charts().then((m) => ({ default: m.DailyRevenueChart })));
const GroomerRevenueChart = lazy(() => charts().then((m) => ({ default: m.GroomerRevenueChart })));
const MonthlyRevenueChart = lazy(() => charts().then((m) => ({ default: m.MonthlyRevenueChart })));

/** A chart that cannot load or draw says so in its own place; the tables beside it still hold every figure. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Text c="dimmed" size="sm" role="status">
        The chart could not be shown.
      </Text>
    ) : (
      this.props.children
    );
  }
}

/** A lazily loaded chart in its own boundary, with a loading state while its code comes. */
function inChartSlot<Props extends object>(Chart: ComponentType<Props>) {
  return function ChartSlot(props: Props) {
    return (
      <ChartBoundary>
        <Suspense fallback={<LoadingState label="Loading chart..." />}>
          <Chart {...props} />
        </Suspense>
      </ChartBoundary>
    );
  };
}

export const DailyChart = inChartSlot(DailyRevenueChart);
export const GroomerChart = inChartSlot(GroomerRevenueChart);
export const MonthlyChart = inChartSlot(MonthlyRevenueChart);
