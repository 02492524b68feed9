import { Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import classes from './churches.module.css';

/** The visitor's register call to action (spec §2 /churches), after the directory. */
export function RegisterCta() {
  return (
    <section className={classes.cta} aria-labelledby="churches-cta-title">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={6} maw={560}>
          <Title order={2} id="churches-cta-title" c="white">
            Ready to open your doors?
          </Title>
          <Text className={classes.ctaText}>
            Register your church in minutes, choose your Church Partner plan and host your first
            watch party this week.
          </Text>
        </Stack>
        <RegisterChurchButton size="lg" />
      </Group>
    </section>
  );
}

/** The pitch's one call to action, in gold: at its top (`md`) and after the directory (`lg`). */
export function RegisterChurchButton({ size }: { size: 'md' | 'lg' }) {
  return (
    <ButtonLink
      to="/register-church"
      size={size}
      color="gold.4"
      c="dark.9"
      rightSection={<IconArrowRight size={18} aria-hidden />}
    >
      Register Your Church
    </ButtonLink>
  );
}
