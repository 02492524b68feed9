import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEIGHT_MESSAGE, trackHeight } from './frame-height';

/** An element whose bottom is at `bottom` pixels, as the layout would put it. */
function elementEndingAt(bottom: { value: number }) {
  const element = document.createElement('div');
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(
    () => ({ bottom: bottom.value }) as DOMRect,
  );
  document.body.append(element);
  return element;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the framed page tells its parent how tall it is', () => {
  it('says nothing outside a frame', () => {
    const post = vi.spyOn(window, 'postMessage');
    const stop = trackHeight(elementEndingAt({ value: 480 }));
    stop();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the lowest tracked bottom (with its margin) to any origin, and again when it changes', () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const page = { value: 480.2 };
    const stopPage = trackHeight(elementEndingAt(page));
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: HEIGHT_MESSAGE, height: 481 }, '*');

    // A dialog reaching further down than the page: the frame must hold it, margin included.
    const stopDialog = trackHeight(elementEndingAt({ value: 900 }), 32);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: HEIGHT_MESSAGE, height: 932 }, '*');
    stopDialog();
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: HEIGHT_MESSAGE, height: 481 }, '*');

    // The same height is not said twice.
    const calls = parent.postMessage.mock.calls.length;
    page.value = 480.5;
    const stopAgain = trackHeight(elementEndingAt({ value: 10 }));
    expect(parent.postMessage).toHaveBeenCalledTimes(calls);
    stopAgain();
    stopPage();
  });
});
