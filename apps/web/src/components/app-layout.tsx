import type { MouseEvent, ReactNode } from 'react';
import classes from './app-layout.module.css';
import { Footer } from './footer/footer';
import { Header } from './header/header';

export const MAIN_CONTENT_ID = 'main-content';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus (not only the scroll position) so the next Tab starts inside the page.
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** Every page: skip link, header, the page itself, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
