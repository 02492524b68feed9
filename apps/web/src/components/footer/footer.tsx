import { Container, Group, Stack, Text } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, TAGLINE } from '../../lib/brand';
import { LogoMark } from '../logo-mark';
import { SimpleGrid } from '../simple-grid';
import classes from './footer.module.css';

/**
 * Spec §2: five links; Help Center, Privacy Policy and Terms of Service are plain text (those
 * pages do not exist yet, and a link to nowhere would be worse than none).
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <span className={classes.brand}>
              <LogoMark size={32} />
              {PRODUCT_NAME}
            </span>
            <Text size="sm" maw={280}>
              {TAGLINE}
            </Text>
          </Stack>

          <FooterNav id="footer-churches" title="For Churches">
            <FooterLink to="/register-church">Register Your Church</FooterLink>
            <FooterLink to="/host-event">Host an Event</FooterLink>
          </FooterNav>

          <FooterNav id="footer-explore" title="Explore">
            <FooterLink to="/events">Find Events</FooterLink>
            <FooterLink to="/churches">Churches</FooterLink>
          </FooterNav>

          <div>
            <h2 className={classes.heading}>Support</h2>
            <ul className={classes.list}>
              <FooterLink to="/contact">Contact Us</FooterLink>
              <li className={classes.plain}>Help Center</li>
              <li className={classes.plain}>Privacy Policy</li>
              <li className={classes.plain}>Terms of Service</li>
            </ul>
          </div>
        </SimpleGrid>

        <Group justify="space-between" gap="xs" className={classes.bottom}>
          <Text size="sm">
            © {year} {PRODUCT_NAME}. All rights reserved.
          </Text>
          <Text size="sm">Sports, faith and fellowship.</Text>
        </Group>
      </Container>
    </footer>
  );
}

/** A column of links under its heading, which names the navigation. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      <ul className={classes.list}>{children}</ul>
    </nav>
  );
}

function FooterLink({ to, children }: { to: LinkProps['to']; children: string }) {
  return (
    <li>
      <Link to={to} className={classes.link}>
        {children}
      </Link>
    </li>
  );
}
