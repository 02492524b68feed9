import { CHURCH_USER_ROLES, formatUsd, PLAN_PRICE_CENTS } from '@huddle/domain';
import {
  Badge,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBallFootball,
  IconChartBar,
  IconCreditCard,
  IconEdit,
  IconHeartHandshake,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/links';
import type { Session } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import classes from './churches.module.css';

type Membership = NonNullable<Session['churchUser']>;

/**
 * What a church user sees at the top of /churches instead of the visitor's pitch. A church that
 * has just paid lands here (spec §2 /church-checkout), so it is greeted with its next steps:
 * host the first event, complete the church's details, then the dashboard and the board.
 */
export function PartnerWelcome({ membership }: { membership: Membership }) {
  const church = useQuery(trpc.churches.byId.queryOptions({ id: membership.churchId }));
  const billing = useQuery(trpc.billing.status.queryOptions({ churchId: membership.churchId }));
  const canEdit = (CHURCH_USER_ROLES as readonly string[]).includes(membership.role);

  const loading = church.isPending || billing.isPending;
  const active = billing.data?.status === 'active';
  // Only a subscription known not to be active is offered checkout: an unanswered lookup is not
  // a reason to tell a paying church to pay.
  const unpaid = billing.data !== undefined && !active;
  const name = church.data?.name;

  return (
    <section className={classes.welcome} aria-labelledby="welcome-title">
      <Container size="lg">
        <Stack gap="xs" mb="lg">
          {loading ? (
            <Skeleton height={40} width="60%" role="status" aria-label="Loading your church" />
          ) : (
            <Title order={1} id="welcome-title">
              {unpaid
                ? `Finish joining Huddle${name ? `, ${name}` : ''}`
                : `Welcome, ${name ?? 'Church Partner'}!`}
            </Title>
          )}
          <Text c="dimmed" size="lg">
            {unpaid
              ? 'Complete your Church Partner subscription to host events and post on the Sports Mission board.'
              : active
                ? 'Your Church Partner subscription is active. Here is what to do next.'
                : 'Here is what to do next.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {!loading && unpaid && (
            <Step
              icon={<IconCreditCard size={22} />}
              title="Complete your subscription"
              text={`${formatUsd(PLAN_PRICE_CENTS.monthly)} a month or ${formatUsd(PLAN_PRICE_CENTS.yearly)} a year; host events as soon as it is active.`}
              action={
                <ButtonLink to="/church-checkout" search={{ churchId: membership.churchId }}>
                  Go to checkout
                </ButtonLink>
              }
            />
          )}
          <Step
            icon={<IconBallFootball size={22} />}
            title={church.data?.eventCount ? 'Host your next event' : 'Host your first event'}
            text="A watch party or a church event: set the date, the seats and share it."
            action={<ButtonLink to="/host-event">Host an event</ButtonLink>}
          />
          {canEdit && (
            <Step
              icon={<IconEdit size={22} />}
              title="Complete your church's details"
              text="Capacity, amenities and contact details, so visitors know what to expect."
              done={Boolean(church.data && church.data.amenities.length > 0)}
              action={
                <ButtonLink
                  to="/edit-church/$id"
                  params={{ id: String(membership.churchId) }}
                  variant="light"
                >
                  Edit church details
                </ButtonLink>
              }
            />
          )}
          <Step
            icon={<IconHeartHandshake size={22} />}
            title="Support other churches"
            text="Offer or request equipment, volunteers, food or funding."
            action={
              <ButtonLink to="/sports-mission" variant="light">
                Sports Mission
              </ButtonLink>
            }
          />
          <Step
            icon={<IconChartBar size={22} />}
            title="Track your impact"
            text="RSVPs, attendance and growth for every event you host."
            action={
              <ButtonLink to="/analytics" variant="light">
                Your dashboard
              </ButtonLink>
            }
          />
        </SimpleGrid>
      </Container>
    </section>
  );
}

type StepProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  done?: boolean;
};

function Step({ icon, title, text, action, done = false }: StepProps) {
  return (
    <Card className={classes.step} padding="lg">
      <Group justify="space-between" align="flex-start">
        <ThemeIcon size={40} radius="lg" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        {done && (
          // Dark text on the light green: Mantine's green-on-green reads at 3.8:1.
          <Badge color="green" variant="light" c="dark.9">
            Done
          </Badge>
        )}
      </Group>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed" className={classes.stepText}>
        {text}
      </Text>
      <div>{action}</div>
    </Card>
  );
}
