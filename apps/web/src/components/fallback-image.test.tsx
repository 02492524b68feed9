import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './fallback-image';

const GONE = 'https://church.example/moved-away.jpg';
const SHIPPED = '/images/events/football.svg';

function picture() {
  return screen.getByRole('img', { name: 'Watch party' });
}

describe('FallbackImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the church's picture while it loads", () => {
    render(<FallbackImage src={GONE} fallbackSrc={SHIPPED} alt="Watch party" />);

    expect(picture()).toHaveAttribute('src', GONE);
  });

  it('shows the shipped picture once the given one fails, and stops there', () => {
    render(<FallbackImage src={GONE} fallbackSrc={SHIPPED} alt="Watch party" />);

    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', SHIPPED);
    // The fallback failing too does not send it round again.
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', SHIPPED);
  });

  it('tries a new address again after an earlier one failed', () => {
    const { rerender } = render(
      <FallbackImage src={GONE} fallbackSrc={SHIPPED} alt="Watch party" />,
    );
    fireEvent.error(picture());

    rerender(
      <FallbackImage
        src="https://church.example/new.jpg"
        fallbackSrc={SHIPPED}
        alt="Watch party"
      />,
    );
    expect(picture()).toHaveAttribute('src', 'https://church.example/new.jpg');
  });

  it('notices a picture that broke before the page came alive (its error event unheard)', async () => {
    // Loaded and undecodable: what the browser reports for a broken image.
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new DOMException('broken'));
    render(<FallbackImage src={GONE} fallbackSrc={SHIPPED} alt="Watch party" />);

    await waitFor(() => expect(picture()).toHaveAttribute('src', SHIPPED));
  });
});
