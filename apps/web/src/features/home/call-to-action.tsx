import { Container, Group, Text, Title } from '@mantine/core';
import { AccountActionLink } from '../../components/header/account-action';
import { type AccountAction, accountAction } from '../../components/header/nav-items';
import { useSubscription } from '../../components/header/use-subscription';
import { ButtonLink } from '../../components/links';
import { TAGLINE } from '../../lib/brand';
import { useSession } from '../../lib/session';
import classes from './home.module.css';

const GET_STARTED: AccountAction = { label: 'Get Started', to: '/register-church' };

/**
 * The home page's closing call. A newcomer (and the prerendered page) is asked to get started; a
 * signed-in church is offered what fits it: hosting once it pays, else its subscription.
 */
export function CallToAction() {
  const { session } = useSession();
  const subscription = useSubscription(session);
  const action = session ? accountAction(session, subscription) : GET_STARTED;
  return (
    <section className={classes.section} aria-labelledby="home-cta-title">
      <Container size="lg">
        <div className={classes.cta}>
          <Title order={2} id="home-cta-title" className={classes.ctaTitle}>
            Ready to open your doors?
          </Title>
          <Text size="lg" mt="sm" className={classes.ctaText}>
            Register your church in minutes and host your first watch party this week. Looking for a
            place to watch? Find one near you.
          </Text>
          <Group justify="center" mt="xl" gap="sm">
            {action && <AccountActionLink action={action} size="lg" color="gold.4" c="dark.9" />}
            <ButtonLink to="/events" size="lg" variant="white">
              Find Games & Events
            </ButtonLink>
          </Group>
          <Text size="sm" mt="xl" className={classes.ctaText}>
            {TAGLINE}
          </Text>
        </div>
      </Container>
    </section>
  );
}
