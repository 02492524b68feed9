import { SHARE_PLATFORMS, type SharePlatform, toggleSharePlatform } from '@huddle/domain';
import { Checkbox, Fieldset, SimpleGrid, Text } from '@mantine/core';

const PLATFORMS: Record<SharePlatform, { label: string; description: string }> = {
  all: { label: 'All platforms', description: 'Everywhere below' },
  website: { label: 'Church website', description: 'Add the link to your events page' },
  social: { label: 'Social media', description: "Post it on your church's pages" },
  digital: {
    label: 'Digital bulletin / newsletter',
    description: "Put the link in this week's email",
  },
  other: { label: 'Other', description: 'Group chats, slides, text messages' },
};

type SharePlatformsProps = {
  value: SharePlatform[];
  onChange: (value: SharePlatform[]) => void;
};

/** Spec §4: 'all' ticks all five; unticking any one also unticks 'all'. */
export function SharePlatforms({ value, onChange }: SharePlatformsProps) {
  return (
    <Fieldset legend="Where will you share it?" variant="unstyled">
      <Text size="sm" c="dimmed" mb="sm">
        Tick a place to get what it needs below: a snippet, share pages, a QR code or a message.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {SHARE_PLATFORMS.map((platform) => (
          <Checkbox
            key={platform}
            label={PLATFORMS[platform].label}
            description={PLATFORMS[platform].description}
            checked={value.includes(platform)}
            onChange={(event) =>
              onChange(toggleSharePlatform(value, platform, event.currentTarget.checked))
            }
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
