import { Container, Group, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../components/links';
import { TAGLINE } from '../../lib/brand';
import classes from './home.module.css';

export function CallToAction() {
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
            <ButtonLink to="/register-church" size="lg" color="gold.4" c="dark.9">
              Get Started
            </ButtonLink>
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
