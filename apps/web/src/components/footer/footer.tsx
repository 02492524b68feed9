import { Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME, TAGLINE } from '../../lib/brand';
import { LogoMark } from '../logo-mark';
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

          <nav aria-labelledby="footer-churches">
            <h2 id="footer-churches" className={classes.heading}>
              For Churches
            </h2>
            <ul className={classes.list}>
              <li>
                <Link to="/register-church" className={classes.link}>
                  Register Your Church
                </Link>
              </li>
              <li>
                <Link to="/host-event" className={classes.link}>
                  Host an Event
                </Link>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className={classes.heading}>
              Explore
            </h2>
            <ul className={classes.list}>
              <li>
                <Link to="/events" className={classes.link}>
                  Find Events
                </Link>
              </li>
              <li>
                <Link to="/churches" className={classes.link}>
                  Churches
                </Link>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className={classes.heading}>Support</h2>
            <ul className={classes.list}>
              <li>
                <Link to="/contact" className={classes.link}>
                  Contact Us
                </Link>
              </li>
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
