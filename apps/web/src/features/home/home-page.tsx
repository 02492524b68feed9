import { Container, Text, Title } from '@mantine/core';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import { TestimonialCarousel } from '../testimonials/testimonial-carousel';
import { Benefits } from './benefits';
import { CallToAction } from './call-to-action';
import { Hero } from './hero';
import classes from './home.module.css';

/** Spec §1: hero with two paths, four benefits, testimonials, call to action. */
export function HomePage() {
  useAnnounceAppReady();
  return (
    <>
      <Hero />
      <Benefits />
      <section className={classes.sectionMuted} aria-labelledby="home-stories-title">
        <Container size="md">
          <div className={classes.sectionIntro}>
            <Text className={classes.kicker}>Stories</Text>
            <Title order={2} id="home-stories-title" mt="xs">
              Churches already in the huddle
            </Title>
          </div>
          <TestimonialCarousel interval={7000} />
        </Container>
      </section>
      <CallToAction />
    </>
  );
}
