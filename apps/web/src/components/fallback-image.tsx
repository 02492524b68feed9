import { type ComponentPropsWithoutRef, useCallback, useState } from 'react';

type FallbackImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'onError'> & {
  /** The picture a church gave (a web address of its own choosing), or the fallback itself. */
  src: string;
  /** A picture shipped with the app, shown when `src` cannot be loaded. */
  fallbackSrc: string;
  /** '' for a decorative picture whose caption or title is beside it. */
  alt: string;
};

/**
 * An image of a web address a church typed, which may be gone, moved or not a picture at all: it
 * shows `fallbackSrc` instead of the browser's broken-image icon. A picture that failed before
 * React took over a server-rendered page fired its error event unheard, so the element is also
 * asked on mount whether it is broken. Falls back once: the fallback itself ships with the app.
 */
export function FallbackImage({ src, fallbackSrc, alt, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const fail = useCallback(() => {
    if (src !== fallbackSrc) setFailed(src);
  }, [src, fallbackSrc]);
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      // Complete with no width: broken, or an SVG without a size; decoding tells them apart.
      if (img?.complete && img.naturalWidth === 0) img.decode().catch(fail);
    },
    [fail],
  );
  return (
    <img
      {...props}
      alt={alt}
      ref={checkLoaded}
      src={failed === src ? fallbackSrc : src}
      onError={failed === src ? undefined : fail}
    />
  );
}
