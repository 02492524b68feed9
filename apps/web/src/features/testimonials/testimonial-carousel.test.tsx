import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TestimonialCarousel } from './testimonial-carousel';
import { TESTIMONIALS } from './testimonials';

const COUNT = TESTIMONIALS.length;

function slide() {
  return screen.getByRole('group', { name: /of 7$/ });
}

function slideNumber() {
  return Number(slide().getAttribute('aria-label')?.split(' ')[0]);
}

function carousel() {
  return screen.getByRole('region', { name: 'Testimonials from church leaders' });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('holds the seven testimonials of the spec', () => {
    expect(COUNT).toBe(7);
  });

  it('advances after the given interval, not before', () => {
    renderWithProviders(<TestimonialCarousel interval={7000} />);

    expect(slideNumber()).toBe(1);
    advance(6999);
    expect(slideNumber()).toBe(1);
    advance(1);
    expect(slideNumber()).toBe(2);
    expect(within(slide()).getByText(TESTIMONIALS[1]!.name)).toBeInTheDocument();
    advance(7000);
    expect(slideNumber()).toBe(3);
  });

  it('waits 5000 ms by default', () => {
    renderWithProviders(<TestimonialCarousel />);

    advance(4999);
    expect(slideNumber()).toBe(1);
    advance(1);
    expect(slideNumber()).toBe(2);
  });

  it('wraps from the last slide to the first on its own', () => {
    renderWithProviders(<TestimonialCarousel interval={1000} />);

    for (let step = 1; step < COUNT; step += 1) advance(1000);
    expect(slideNumber()).toBe(COUNT);
    advance(1000);
    expect(slideNumber()).toBe(1);
  });

  it('pauses while the mouse hovers and resumes after it leaves', () => {
    renderWithProviders(<TestimonialCarousel interval={7000} />);

    fireEvent.mouseEnter(carousel());
    advance(30_000);
    expect(slideNumber()).toBe(1);

    fireEvent.mouseLeave(carousel());
    advance(6999);
    expect(slideNumber()).toBe(1);
    advance(1);
    expect(slideNumber()).toBe(2);
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    renderWithProviders(
      <>
        <TestimonialCarousel interval={7000} />
        <button type="button">Outside</button>
      </>,
    );

    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    advance(30_000);
    expect(slideNumber()).toBe(1);

    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(7000);
    expect(slideNumber()).toBe(2);
  });

  it('stops and restarts with the pause button', () => {
    renderWithProviders(<TestimonialCarousel interval={7000} />);

    click('Pause automatic rotation');
    advance(30_000);
    expect(slideNumber()).toBe(1);

    click('Resume automatic rotation');
    advance(7000);
    expect(slideNumber()).toBe(2);
  });

  it('goes to the next slide and wraps from the last to the first', () => {
    renderWithProviders(<TestimonialCarousel />);

    click('Next testimonial');
    expect(slideNumber()).toBe(2);
    click(`Show testimonial ${COUNT} of ${COUNT}`);
    click('Next testimonial');
    expect(slideNumber()).toBe(1);
  });

  it('goes to the previous slide and wraps from the first to the last', () => {
    renderWithProviders(<TestimonialCarousel />);

    click('Previous testimonial');
    expect(slideNumber()).toBe(COUNT);
    click('Previous testimonial');
    expect(slideNumber()).toBe(COUNT - 1);
  });

  it('jumps to a slide from its dot and marks that dot as current', () => {
    renderWithProviders(<TestimonialCarousel />);

    click('Show testimonial 3 of 7');
    expect(slideNumber()).toBe(3);
    expect(within(slide()).getByText(TESTIMONIALS[2]!.name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show testimonial 3 of 7' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 7' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('restarts the countdown after a move by hand', () => {
    renderWithProviders(<TestimonialCarousel interval={7000} />);

    advance(5000);
    click('Next testimonial');
    advance(5000);
    expect(slideNumber()).toBe(2);
    advance(2000);
    expect(slideNumber()).toBe(3);
  });

  it('shows name, role, church, location, quote, portrait and three stats on every slide', () => {
    renderWithProviders(<TestimonialCarousel />);

    TESTIMONIALS.forEach((testimonial, position) => {
      click(`Show testimonial ${position + 1} of ${COUNT}`);
      const current = within(slide());
      expect(current.getByText(testimonial.name)).toBeInTheDocument();
      expect(current.getByText(testimonial.role)).toBeInTheDocument();
      expect(current.getByText(testimonial.church)).toBeInTheDocument();
      expect(current.getByText(testimonial.location)).toBeInTheDocument();
      expect(current.getByText(testimonial.quote)).toBeInTheDocument();
      expect(current.getByAltText(`Portrait of ${testimonial.name}`)).toHaveAttribute(
        'src',
        testimonial.image,
      );
      const stats = current.getAllByRole('definition').map((stat) => stat.textContent);
      const labels = current.getAllByRole('term').map((term) => term.textContent);
      expect(labels).toEqual(['Events hosted', 'New members', 'Community reach']);
      expect(stats).toEqual([
        testimonial.stats.eventsHosted.toLocaleString('en-US'),
        testimonial.stats.newMembers.toLocaleString('en-US'),
        testimonial.stats.communityReach.toLocaleString('en-US'),
      ]);
    });
  });

  it('uses local images only, one per testimonial', () => {
    const images = TESTIMONIALS.map((testimonial) => testimonial.image);
    expect(new Set(images).size).toBe(COUNT);
    for (const image of images) expect(image).toMatch(/^\/images\/testimonials\/[a-z-]+\.svg$/);
  });
});
