import { ActionIcon } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { type FocusEvent, useEffect, useState } from 'react';
import classes from './testimonial-carousel.module.css';
import { TestimonialSlide } from './testimonial-slide';
import { TESTIMONIALS, type Testimonial } from './testimonials';

type TestimonialCarouselProps = {
  testimonials?: Testimonial[];
  /** Milliseconds between slides. Spec §9: 5000 by default, 7000 on home, 6000 on /churches. */
  interval?: number;
  label?: string;
};

/** Focus that came from the keyboard; a mouse click on a control does not pause the rotation. */
function isKeyboardFocus(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: pause to be safe
  }
}

/**
 * Testimonials that advance on their own, pausing while hovered, while keyboard focus is inside,
 * or after the pause button (WCAG 2.2.2). Previous and next wrap around; dots jump to a slide.
 */
export function TestimonialCarousel({
  testimonials = TESTIMONIALS,
  interval = 5000,
  label = 'Testimonials from church leaders',
}: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = testimonials.length;
  const paused = hovered || focused || stopped;

  // One timeout per slide: moving by hand restarts the countdown.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [index, paused, interval, count]);

  const current = testimonials[index % Math.max(count, 1)];
  if (!current) return null;

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={classes.viewport} aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
        <TestimonialSlide key={index} testimonial={current} position={index + 1} total={count} />
      </div>

      <div className={classes.controls}>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Previous testimonial"
          onClick={() => show(index - 1)}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <div className={classes.dots}>
          {testimonials.map((testimonial, position) => (
            <button
              key={testimonial.name}
              type="button"
              className={classes.dot}
              aria-label={`Show testimonial ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
            />
          ))}
        </div>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Next testimonial"
          onClick={() => show(index + 1)}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          aria-label={stopped ? 'Resume automatic rotation' : 'Pause automatic rotation'}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? (
            <IconPlayerPlay size={18} aria-hidden="true" />
          ) : (
            <IconPlayerPause size={18} aria-hidden="true" />
          )}
        </ActionIcon>
      </div>
    </section>
  );
}
