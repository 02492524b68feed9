import { CONTACT_DETAILS } from '@huddle/domain';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { Grid } from '../../components/grid';
import { trpc } from '../../lib/trpc';
import page from '../../styles/page.module.css';
import classes from './contact.module.css';
import { ContactForm } from './contact-form';

/** /contact (spec §2, §4): editing, then 'Message Sent!', then editing again. */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const details = useQuery(trpc.contact.details.queryOptions());

  return (
    <Container size="lg" className={page.page}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Contact Us</Title>
        <Text c="dimmed" className={classes.intro}>
          Questions about hosting, the Church Partner plan or the Sports Mission board? Send us a
          message and we will answer by e-mail.
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card padding="xl">
            {sent ? (
              <Stack align="center" gap="md" py="xl" ta="center">
                <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
                  <IconCircleCheck size={36} />
                </ThemeIcon>
                <Title order={2} ref={sentHeading} tabIndex={-1}>
                  Message Sent!
                </Title>
                <Text c="dimmed">
                  Thank you for reaching out. We'll get back to you as soon as possible.
                </Text>
                <Button variant="light" onClick={() => setSent(false)}>
                  Send Another Message
                </Button>
              </Stack>
            ) : (
              <ContactForm
                onSent={() => {
                  setSent(true);
                  // The form is gone: reading goes on at the confirmation.
                  requestAnimationFrame(() => sentHeading.current?.focus());
                }}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <SideCard icon={<IconMail size={20} />} title="Email">
              {details.data ? (
                <Text size="sm" className={classes.email}>
                  <Anchor href={`mailto:${details.data.email}`}>{details.data.email}</Anchor>
                </Text>
              ) : details.isError ? (
                <Text size="sm">Use the form to write to us.</Text>
              ) : (
                <Skeleton height={16} width="70%" role="status" aria-label="Loading the address" />
              )}
            </SideCard>
            <SideCard icon={<IconPhone size={20} />} title="Phone">
              <Text size="sm">{CONTACT_DETAILS.phone}</Text>
            </SideCard>
            <SideCard icon={<IconMapPin size={20} />} title="Location">
              <Text size="sm">{CONTACT_DETAILS.location}</Text>
            </SideCard>
            <SideCard icon={<IconClock size={20} />} title="Office Hours">
              {CONTACT_DETAILS.officeHours.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </SideCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function SideCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card padding="lg">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={40} radius="lg" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
