import { type BillingPeriod, formatUsd, PLAN_OPTIONS } from '@huddle/domain';
import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import classes from './checkout.module.css';

type PlanPickerProps = {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  disabled?: boolean;
};

const LABELS: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** '$9.99', and whole dollars without cents: '$100'. */
function price(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents);
}

function isBillingPeriod(value: string): value is BillingPeriod {
  return PLAN_OPTIONS.some((option) => option.period === value);
}

/** Spec §9: the Church Partner plan, monthly or yearly (with the yearly saving). */
export function PlanPicker({ value, onChange, disabled = false }: PlanPickerProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => isBillingPeriod(next) && onChange(next)}
      label="Choose your billing"
      labelProps={{ mb: 'sm', fw: 700 }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {PLAN_OPTIONS.map((option) => (
          <Radio.Card
            key={option.period}
            value={option.period}
            disabled={disabled}
            className={classes.planCard}
            radius="lg"
            aria-label={`${LABELS[option.period]}, ${price(option.priceCents)} per ${option.per}${
              option.badge ? `, ${option.badge}, ${option.note}` : ''
            }`}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator aria-hidden="true" />
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={700}>{LABELS[option.period]}</Text>
                  {option.badge && (
                    <Badge color="green" variant="light" tt="none">
                      {option.badge}
                    </Badge>
                  )}
                </Group>
                <Text>
                  <span className={classes.price}>{price(option.priceCents)}</span>
                  <Text span c="dimmed">
                    /{option.per}
                  </Text>
                </Text>
                {option.note && (
                  <Text size="sm" c="green.8" fw={600}>
                    {option.note}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
