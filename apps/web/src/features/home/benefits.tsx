import { Card, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { BENEFITS, type BenefitTitle } from '../../components/benefits';
import { SimpleGrid } from '../../components/simple-grid';
import classes from './home.module.css';

const TEXTS: Record<BenefitTitle, string> = {
  'Grow Your Community':
    'Open your doors on game day and meet neighbors who would never come to a Sunday service first.',
  'Build Lasting Relationships':
    'Shared cheers turn strangers into friends, and friends into a church family that keeps coming back.',
  'Support Network':
    'Offer and request equipment, volunteers, food or funding through the Sports Mission board.',
  'Track Your Impact':
    'See RSVPs, attendance and growth for every event, so you know what reaches your community.',
};

export function Benefits() {
  return (
    <section className={classes.section} aria-labelledby="home-benefits-title">
      <Container size="lg">
        <div className={classes.sectionIntro}>
          <Text className={classes.kicker}>Why Huddle</Text>
          <Title order={2} id="home-benefits-title" mt="xs">
            Ministry that meets people where they already are
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {BENEFITS.map(({ icon: Icon, title }) => (
            <Card key={title} className={classes.benefit}>
              <ThemeIcon size={48} radius="lg" variant="light" mb="md" aria-hidden="true">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} mb="xs">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {TEXTS[title]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
