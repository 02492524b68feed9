/*!
 * Huddle: a church's upcoming events on its own website (docs/adr/0085-events-on-a-churchs-website.md).
 *
 *   <div data-huddle-church="12"><iframe src="https://huddle.example/embed/churches/12" ...></iframe></div>
 *   <script src="https://huddle.example/embed.js" async></script>
 *
 * Each [data-huddle-church] element shows a frame of that church's events, as wide as the element
 * and as tall as what it shows: the framed page says its height by postMessage, and only messages
 * from this script's own origin, from one of its frames, are heard. Sizes are set through the
 * CSSOM (element.style), which a host's CSP does not govern, so a host needs to allow only this
 * script (script-src) and frames of its origin (frame-src): no inline script or style.
 */
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const origin = new URL(script.src).origin;

  // A page with two snippets loads the script twice: the first copy serves both.
  const running = window.huddleEmbed;
  if (running?.origin === origin) {
    running.scan();
    return;
  }

  /** No page of events is this tall; a larger number is a mistake, not a height. */
  const MAX_HEIGHT = 50000;
  const frames = [];

  const isOurFrame = (frame, path) => {
    try {
      const url = new URL(frame.src);
      return url.origin === origin && url.pathname === path;
    } catch {
      return false;
    }
  };

  /** Keeps the snippet's own frame (already loading) or makes one; then sizes it. */
  const fill = (element) => {
    const id = element.getAttribute('data-huddle-church') ?? '';
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return;
    const path = `/embed/churches/${id}`;
    let frame = element.querySelector('iframe');
    if (!frame || !isOurFrame(frame, path)) {
      frame = document.createElement('iframe');
      // Before src: a frame's loading mode is read when its address is set.
      frame.loading = 'lazy';
      frame.title = element.getAttribute('data-title') ?? 'Upcoming events on Huddle';
      frame.src = origin + path;
      element.replaceChildren(frame);
    }
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.border = '0';
    frames.push(frame);
    element.setAttribute('data-huddle-ready', '');
  };

  const scan = () => {
    for (const element of document.querySelectorAll(
      '[data-huddle-church]:not([data-huddle-ready])',
    )) {
      fill(element);
    }
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data?.type !== 'huddle:height') return;
    const height = Math.ceil(Number(event.data.height));
    if (!(height > 0 && height <= MAX_HEIGHT)) return;
    for (const frame of frames) {
      if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
    }
  });

  // For hosts that add the element later (a page built by script): huddleEmbed.scan().
  window.huddleEmbed = { origin, scan };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  scan();
})();
