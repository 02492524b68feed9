import { EVENT_FULL_LABEL, isOver, spotsLeft } from '@huddle/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { EVENT_ENDED_TEXT, spotsLeftText } from './event-counts';
import type { EventView } from './event-types';
import classes from './events.module.css';
import { chosenOccurrence, focusRsvpForm, type RsvpState, waitlistButtonId } from './rsvp-state';

type RsvpBarProps = {
  event: EventView;
  state: RsvpState;
  /** The RSVP card: while any of it is on screen the bar steps aside. */
  target: RefObject<HTMLElement | null>;
};

/**
 * Phones only: the RSVP card sits below every detail (~1,100 px down), so a bar at the bottom of
 * the screen keeps the action within reach. It hides while the card itself is in view, so it
 * never covers the form it opens.
 */
export function RsvpBar({ event, state, target }: RsvpBarProps) {
  const cardInView = useInView(target);
  const occurrence = chosenOccurrence(event, state.pickedDate);
  const left = occurrence ? occurrence.spotsLeft : spotsLeft(event);
  const ended = isOver(event, new Date());
  if (cardInView) return null;

  const goToForm = () => {
    state.setOpen(true);
    // After the form is shown: bring it into view with focus on its first field.
    requestAnimationFrame(() => focusRsvpForm(state.formId));
  };
  // A full date: visitors are taken to its waitlist (its church sees 'Event Full').
  const waitlist = left === 0 && !ended && !event.owner;
  const goToWaitlist = () => {
    const button = document.getElementById(waitlistButtonId(state.formId));
    button?.scrollIntoView({ block: 'center' });
    button?.focus({ preventScroll: true });
  };
  const goToReservation = () => {
    const heading = document.getElementById(`${state.formId}-done`);
    heading?.scrollIntoView({ block: 'center' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <Paper className={classes.rsvpBar} hiddenFrom="md" shadow="md" role="region" aria-label="RSVP">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          {ended ? EVENT_ENDED_TEXT : left === 0 ? EVENT_FULL_LABEL : spotsLeftText(left)}
        </Text>
        {ended ? null : state.reservation ? (
          <Button
            variant="light"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            onClick={goToReservation}
          >
            You're going
          </Button>
        ) : (
          <Button
            disabled={left === 0 && !waitlist}
            leftSection={<IconTicket size={18} aria-hidden />}
            onClick={waitlist ? goToWaitlist : goToForm}
          >
            {waitlist ? 'Join Waitlist' : left === 0 ? EVENT_FULL_LABEL : 'RSVP Now'}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Whether any part of the element is on screen; false where IntersectionObserver is missing. */
function useInView(target: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}
