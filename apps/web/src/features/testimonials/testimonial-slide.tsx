import { Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import classes from './testimonial-carousel.module.css';
import type { Testimonial } from './testimonials';

const numberFormat = new Intl.NumberFormat('en-US');

type TestimonialSlideProps = {
  testimonial: Testimonial;
  position: number;
  total: number;
};

export function TestimonialSlide({ testimonial, position, total }: TestimonialSlideProps) {
  const { name, role, church, location, quote, image, stats } = testimonial;
  return (
    // A div: a carousel slide is a group (WAI-ARIA carousel pattern), a role axe does not allow
    // on <figure>.
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group, not a fieldset
    <div
      className={classes.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
    >
      <div className={classes.person}>
        <img
          className={classes.portrait}
          src={image}
          alt={`Portrait of ${name}`}
          width={112}
          height={112}
        />
        <span className={classes.name}>{name}</span>
        <Text size="sm" fw={600} c="huddle.8">
          {role}
        </Text>
        <Text size="sm">{church}</Text>
        <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconMapPin size={14} aria-hidden="true" />
          {location}
        </Text>
      </div>
      <div>
        <blockquote className={classes.quote}>{quote}</blockquote>
        <dl className={classes.stats}>
          <div className={classes.stat}>
            <dt>Events hosted</dt>
            <dd>{numberFormat.format(stats.eventsHosted)}</dd>
          </div>
          <div className={classes.stat}>
            <dt>New members</dt>
            <dd>{numberFormat.format(stats.newMembers)}</dd>
          </div>
          <div className={classes.stat}>
            <dt>Community reach</dt>
            <dd>{numberFormat.format(stats.communityReach)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
